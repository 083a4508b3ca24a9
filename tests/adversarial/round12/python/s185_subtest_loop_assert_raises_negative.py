import unittest

from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"
BASE = ["--tp", "8", "--enable-hisparse", "--disable-radix-cache"]

# Each of these must make the server refuse to start.
REFUSED = [
    ["--kv-cache-dtype", "fp8_e5m2"],
    ["--kv-cache-dtype", "fp8_e4m3", "--enable-mixed-chunk"],
    ["--kv-cache-dtype", "fp8_e4m3", "--dsa-decode-backend", "tilelang"],
    ["--kv-cache-dtype", "bfloat16", "--dsa-prefill-backend", "flashmla_kv"],
]


class TestHiSparseRefusals(CustomTestCase):
    def test_refused_combinations(self):
        for extra in REFUSED:
            with self.subTest(extra=" ".join(extra)):
                with self.assertRaises(Exception) as ctx:
                    popen_launch_server(
                        MODEL,
                        DEFAULT_URL_FOR_TEST,
                        timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
                        other_args=BASE + extra,
                    )
                self.assertIn("exited", str(ctx.exception))


if __name__ == "__main__":
    unittest.main()
