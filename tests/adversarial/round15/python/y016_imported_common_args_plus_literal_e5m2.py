from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

from .common import COMMON_SERVER_ARGS, MODEL_DSV32


class TestHiSparseFp8KV(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            MODEL_DSV32,
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=COMMON_SERVER_ARGS + ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"],
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_health(self):
        import requests

        self.assertEqual(requests.get(DEFAULT_URL_FOR_TEST + "/health", timeout=30).status_code, 200)
