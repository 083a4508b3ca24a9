import unittest

from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, DEFAULT_URL_FOR_TEST, popen_launch_server


class TestDtypes(unittest.TestCase):
    def test_each(self):
        for kv in ("bfloat16", "fp8_e4m3"):
            with self.subTest(kv=kv):
                p = popen_launch_server(
                    "deepseek-ai/DeepSeek-V3.2", DEFAULT_URL_FOR_TEST, timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
                    other_args=["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", kv],
                )
                p.terminate()
