"""Docs smoke test on the CPU runner (GitHub-hosted, no GPU)."""

from sglang.utils import launch_server_cmd, terminate_process, wait_for_server

server_process, port = launch_server_cmd(
    "SGLANG_USE_CPU_ENGINE=1 python3 -m sglang.launch_server "
    "--model-path deepseek-ai/DeepSeek-V3.2 --load-format dummy "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 "
    "--host 0.0.0.0"
)

try:
    wait_for_server(f"http://localhost:{port}", timeout=900)
    print("server up on", port)
finally:
    terminate_process(server_process)
