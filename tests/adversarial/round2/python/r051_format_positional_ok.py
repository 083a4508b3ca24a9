import subprocess

kv = "bfloat16"
subprocess.run("python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype {}".format(kv), shell=True)
