import string
import subprocess

TPL = string.Template("python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype $kv")
subprocess.run(TPL.substitute(kv="fp8_e4m3"), shell=True)
