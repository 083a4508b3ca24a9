import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

HISPARSE_ARGS = [
    "--trust-remote-code",
    "--enable-hisparse",
    "--disable-radix-cache",
]


class TestHiSparseBase(CustomTestCase):
    model = "deepseek-ai/DeepSeek-V3.2-Exp"
    extra_args = ["--kv-cache-dtype", "bfloat16"]

    @classmethod
    def setUpClass(cls):
        cls.base_url = DEFAULT_URL_FOR_TEST
        other_args = HISPARSE_ARGS + cls.extra_args
        cls.process = popen_launch_server(
            cls.model,
            cls.base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=other_args,
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_gsm8k(self):
        pass


class TestHiSparseFp8(TestHiSparseBase):
    extra_args = ["--kv-cache-dtype", "fp8_e4m3"]


class TestHiSparseFp8KvBackend(TestHiSparseBase):
    extra_args = [
        "--kv-cache-dtype",
        "fp8_e4m3",
    ]


class TestHiSparseTp2(CustomTestCase):
    model = "deepseek-ai/DeepSeek-V3.2-Exp"
    other_args = [
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype",
        "fp8_e4m3",
        "--tp-size",
        "2",
    ]

    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            cls.model,
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=cls.other_args,
        )


class TestHiSparseTp2Bf16(TestHiSparseTp2):
    other_args = TestHiSparseTp2.other_args + ["--dsa-prefill-backend", "flashmla_kv"]


if __name__ == "__main__":
    unittest.main()
