import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"


class TestHiSparseRejectsE5M2(CustomTestCase):
    def test_server_refuses_fp8_e5m2(self):
        try:
            proc = popen_launch_server(
                MODEL,
                DEFAULT_URL_FOR_TEST,
                timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
                other_args=[
                    "--tp", "8",
                    "--enable-hisparse",
                    "--disable-radix-cache",
                    "--kv-cache-dtype", "fp8_e5m2",
                ],
                return_stdout_stderr=(open("out.log", "w"), open("err.log", "w")),
            )
        except Exception:
            with open("err.log") as f:
                self.assertIn("HiSparse requires one of", f.read())
        else:
            kill_process_tree(proc.pid)
            self.fail("server started with HiSparse and fp8_e5m2; it should have refused")


if __name__ == "__main__":
    unittest.main()
