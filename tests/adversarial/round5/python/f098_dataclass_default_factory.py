import subprocess
from dataclasses import dataclass, field


@dataclass
class Launch:
    model: str = "deepseek-ai/DeepSeek-V3.2"
    extra: list = field(default_factory=lambda: ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"])

    def start(self):
        return subprocess.Popen(["python3", "-m", "sglang.launch_server", "--model-path", self.model, *self.extra])


Launch().start()
