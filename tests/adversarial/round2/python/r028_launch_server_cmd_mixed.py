from sglang.utils import launch_server_cmd, wait_for_server

server_process, port = launch_server_cmd(
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse "
    "--disable-radix-cache --enable-mixed-chunk --host 0.0.0.0"
)
wait_for_server(f"http://localhost:{port}")
