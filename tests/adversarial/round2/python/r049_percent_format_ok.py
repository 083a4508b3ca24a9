import subprocess

KV = "fp8_e4m3"
subprocess.run("python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype %s" % KV, shell=True)
