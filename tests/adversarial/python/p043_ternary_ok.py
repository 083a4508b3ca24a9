import sglang as sgl
from sglang.srt.utils import is_hip

kv = "bfloat16" if is_hip() else "fp8_e4m3"
engine = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv)
