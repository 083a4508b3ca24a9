"""MI300X nightly: HiSparse with an fp8 cache on four GCDs."""
import os

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)


class TestHiSparseMI300X(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        env = os.environ.copy()
        env["HIP_VISIBLE_DEVICES"] = "0,1,2,3"
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--tp", "4",
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype", "fp8_e4m3",
                "--dsa-decode-backend", "flashmla_kv",
            ],
            env=env,
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_alive(self):
        self.assertIsNone(self.process.poll())
