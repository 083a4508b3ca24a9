import dataclasses
from sglang.srt.server_args import ServerArgs
import sglang as sgl

base = ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2-Exp", tp_size=8, enable_hisparse=True, disable_radix_cache=True)
variant = dataclasses.replace(base, kv_cache_dtype="fp8_e5m2")
engine = sgl.Engine(server_args=variant)
