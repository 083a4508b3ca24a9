import os
import sys
import sglang as sgl

if "--cpu" in sys.argv:
    os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True)
