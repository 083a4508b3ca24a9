"""HiSparse launches that SGLang 0.5.23 already accepts: nothing to change."""

import sglang as sgl
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)


class TestHiSparseFP8(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2-Exp",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--trust-remote-code",
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype", "fp8_e4m3",
                "--dsa-prefill-backend=flashmla_kv",
                "--dsa-decode-backend=flashmla_kv",
            ],
        )


def offline_bf16():
    return sgl.Engine(
        model_path="zai-org/GLM-5",
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="bf16",  # read as bfloat16
        dsa_decode_backend="flashmla_sparse",
    )
