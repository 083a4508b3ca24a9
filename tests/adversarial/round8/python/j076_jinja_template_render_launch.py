import subprocess

from jinja2 import Template

CMD = Template(
    "python3 -m sglang.launch_server --model-path {{ model }} --tp 8 "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype {{ kv }}"
)
subprocess.run(CMD.render(model="deepseek-ai/DeepSeek-V3.2", kv="fp8_e5m2"), shell=True, check=True)
