"""Command templates filled with str.format: a `{field}` is a value the tool cannot know."""

import subprocess

TEMPLATE = (
    "python3 -m sglang.launch_server --model-path {model} "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype {kv}"
)
subprocess.run(TEMPLATE.format(model="deepseek-ai/DeepSeek-V3.2-Exp", kv="bfloat16"), shell=True)

# A literal part of a template is still fixed; the JSON braces are not fields.
FIXED = (
    "python3 -m sglang.launch_server --model-path {} --enable-hisparse --disable-radix-cache "
    "--kv-cache-dtype fp8_e4m3 --hisparse-config '{{\"top_k\": 2048}}'"
)
subprocess.run(FIXED.format("deepseek-ai/DeepSeek-V3.2-Exp"), shell=True)
