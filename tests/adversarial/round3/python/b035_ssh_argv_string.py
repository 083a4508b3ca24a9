import subprocess

subprocess.run(["ssh", "gpu-node-1", "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"])
