"""Tiny fluent builder for SGLang server commands used by our bench harness."""
import subprocess
import sys


class ServerCommand:
    def __init__(self, model: str):
        self.argv = [sys.executable, "-m", "sglang.launch_server", "--model-path", model]

    def tp(self, n: int) -> "ServerCommand":
        self.argv += ["--tp-size", str(n)]
        return self

    def hisparse(self) -> "ServerCommand":
        self.argv += ["--enable-hisparse", "--disable-radix-cache"]
        return self

    def kv_dtype(self, dtype: str) -> "ServerCommand":
        self.argv += ["--kv-cache-dtype", dtype]
        return self

    def port(self, port: int) -> "ServerCommand":
        self.argv += ["--port", str(port)]
        return self

    def spawn(self) -> subprocess.Popen:
        return subprocess.Popen(self.argv)


if __name__ == "__main__":
    server = (
        ServerCommand("deepseek-ai/DeepSeek-V3.2")
        .tp(8)
        .hisparse()
        .kv_dtype("fp8_e5m2")
        .port(30000)
        .spawn()
    )
    server.wait()
