from sglang.srt.server_args import prepare_server_args

args = prepare_server_args([
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--enable-hisparse", "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e4m3",
    "--nsa-prefill-backend=tilelang",
])
