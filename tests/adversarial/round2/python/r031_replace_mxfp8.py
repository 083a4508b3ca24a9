import dataclasses

from sglang.srt.server_args import ServerArgs

base = ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True)
variant = dataclasses.replace(base, kv_cache_dtype="mxfp8")
