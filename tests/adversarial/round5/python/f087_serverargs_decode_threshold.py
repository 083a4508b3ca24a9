from sglang.srt.server_args import ServerArgs

server_args = ServerArgs(
    model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8,
    disaggregation_mode="decode",
    disaggregation_decode_host_receive_threshold=0.5,
    enable_hisparse=True, kv_cache_dtype="fp8_e4m3",
)
