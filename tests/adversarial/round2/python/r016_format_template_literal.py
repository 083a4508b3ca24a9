import subprocess

CMD = ("python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --port {port} "
       "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2")

for port in (30000, 30001):
    subprocess.Popen(CMD.format(port=port), shell=True)
