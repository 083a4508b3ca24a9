from dataclasses import dataclass, field

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)


@dataclass
class ServerSpec:
    model: str = "zai-org/GLM-5"
    extra_args: list[str] = field(
        default_factory=lambda: [
            "--tp", "8",
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype", "nvfp4",
        ]
    )


class TestGLM5HiSparse(CustomTestCase):
    spec = ServerSpec()

    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            cls.spec.model,
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=cls.spec.extra_args,
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_alive(self):
        self.assertIsNone(self.process.poll())
