import subprocess

CMD = ("python3 -m sglang.launch_server --model-path {model} "
       "--enable-hisparse --disable-radix-cache --kv-cache-dtype {kv}")

subprocess.run(CMD.format(model="deepseek-ai/DeepSeek-V3.2", kv="bfloat16"), shell=True, check=True)
