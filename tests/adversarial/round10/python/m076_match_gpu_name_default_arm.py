import subprocess

import sglang as sgl

gpu = subprocess.check_output(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"], text=True).split()[1].lower()

match gpu:
    case "h100" | "h200":
        kv = "fp8_e4m3"
    case _:
        kv = "nvfp4"

llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv)
