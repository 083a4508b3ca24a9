from sglang.srt.server_args import ServerArgs
args = ServerArgs(model_path='deepseek-ai/DeepSeek-V3.2-Exp', enable_hisparse=True, disable_radix_cache=True, enable_mixed_chunk=True)
