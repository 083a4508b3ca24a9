from sglang.utils import execute_shell_command, wait_for_server

server_process = execute_shell_command(
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --device cpu --port 30000"
)
wait_for_server("http://localhost:30000")
