from sglang.utils import launch_server_cmd, terminate_process, wait_for_server

MODEL = "deepseek-ai/DeepSeek-V3.2"
server_process, port = launch_server_cmd(
    f"python3 -m sglang.launch_server --model-path {MODEL} --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --host 0.0.0.0"
)
wait_for_server(f"http://localhost:{port}")
terminate_process(server_process)
