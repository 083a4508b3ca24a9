from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, DEFAULT_URL_FOR_TEST, CustomTestCase, popen_launch_server


class TestHS(CustomTestCase):
    @property
    def other_args(self):
        return ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]

    def setUp(self):
        self.process = popen_launch_server("deepseek-ai/DeepSeek-V3.2", DEFAULT_URL_FOR_TEST, timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, other_args=self.other_args)
