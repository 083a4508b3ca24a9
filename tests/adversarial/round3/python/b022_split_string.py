import subprocess

subprocess.Popen("python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --kv-cache-dtype fp8_e5m2 --enable-hisparse --disable-radix-cache".split())
