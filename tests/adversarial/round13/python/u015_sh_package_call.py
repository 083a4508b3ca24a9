"""Launch the server with the `sh` package (as in our other ops scripts)."""
import sh

MODEL = "deepseek-ai/DeepSeek-V3.2"

server = sh.python3(
    "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--tp", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e5m2",
    _bg=True,
)
server.wait()
