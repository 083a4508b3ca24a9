import os
import sglang as sgl

llm = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    enable_mixed_chunk=os.getenv("MIXED") == "1",
)
