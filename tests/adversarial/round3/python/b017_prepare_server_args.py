from sglang.srt.server_args import prepare_server_args

args = prepare_server_args(["--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"])
