import subprocess

MODEL = "deepseek-ai/DeepSeek-V3.2"
PORT = 30000
cmd = "python3 -m sglang.launch_server --model-path %s --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port %d" % (MODEL, PORT)
subprocess.Popen(cmd, shell=True)
