from sglang.srt.server_args import ServerArgs

args = ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True,
                  enable_kv_cache_sharding=True)
