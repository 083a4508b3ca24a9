import subprocess

MODEL = "deepseek-ai/DeepSeek-V3.2"
TOP_K = 2048
PORT = 30000

cmd = (
    f"python3 -m sglang.launch_server --model-path {MODEL} --tp 8 "
    "--enable-hisparse --disable-radix-cache "
    f"--hisparse-config '{{\"top_k\": {TOP_K}, \"device_buffer_size\": 4096}}' "
    f"--kv-cache-dtype fp8_e5m2 --port {PORT}"
)

server = subprocess.Popen(cmd, shell=True)
server.wait()
