import json
from pathlib import Path

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

EXTRA = json.loads(Path(__file__).with_name("extra_server_args.json").read_text())


class TestHiSparseSiteArgs(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=["--tp", "8", "--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3", *EXTRA],
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_ok(self):
        self.assertIsNone(self.process.poll())
