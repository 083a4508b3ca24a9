import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.ci.ci_register import register_amd_ci
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

register_amd_ci(est_time=900, suite="stage-c-test-large-8-gpu-amd-mi35x")


class TestDSV32HiSparseTritonMI35x(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--tp", "8",
                "--enable-hisparse",
                "--disable-radix-cache",
                "--dsa-prefill-backend", "triton",
                "--dsa-decode-backend", "triton",
            ],
            env={"SGLANG_USE_AITER": "1"},
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_ok(self):
        pass


if __name__ == "__main__":
    unittest.main()
