import runpy
import sys

sys.argv = [
    "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--tp", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e5m2",
]
runpy.run_module("sglang.launch_server", run_name="__main__")
