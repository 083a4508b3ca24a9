"""DeepSeek-V3.2 baselines without HiSparse, kept next to the HiSparse tests.

Launch by hand with:
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
        --enable-hisparse --kv-cache-dtype fp8_e5m2
(that is the configuration these baselines are compared against).
"""

import sglang as sgl
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

DENSE_ARGS = [
    "--trust-remote-code",
    "--tp", "8",
    "--kv-cache-dtype", "fp8_e5m2",
    "--dsa-decode-backend", "tilelang",
]

MTP_HYBRID_ARGS = [
    "--trust-remote-code",
    "--enable-hisparse-mtp-hybrid",  # a fork's flag, not --enable-hisparse
    "--kv-cache-dtype", "fp8_e5m2",
    "--speculative-algorithm", "EAGLE",
]


class TestDenseBaseline(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2-Exp",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=DENSE_ARGS,
        )


def offline_baseline():
    print("compare with: --enable-hisparse --kv-cache-dtype fp8_e5m2")
    return sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2-Exp",
        enable_hisparse=False,
        device="cpu",
        kv_cache_dtype="fp8_e5m2",
    )
