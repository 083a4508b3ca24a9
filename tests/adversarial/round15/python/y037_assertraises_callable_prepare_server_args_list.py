import unittest

from sglang.srt.server_args import prepare_server_args

MODEL = "deepseek-ai/DeepSeek-V3.2"


class TestHiSparseRefusals(unittest.TestCase):
    def test_e5m2_cache_refused(self):
        self.assertRaises(
            Exception,
            prepare_server_args,
            ["--model-path", MODEL, "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"],
        )

    def test_radix_cache_required(self):
        self.assertRaises(
            Exception,
            prepare_server_args,
            ["--model-path", MODEL, "--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"],
        )


if __name__ == "__main__":
    unittest.main()
