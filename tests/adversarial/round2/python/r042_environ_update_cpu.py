import os

import sglang as sgl

os.environ.update(SGLANG_USE_CPU_ENGINE="1")
llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True)
