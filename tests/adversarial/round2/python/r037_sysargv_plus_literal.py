import sys

from sglang.srt.server_args import prepare_server_args

server_args = prepare_server_args(sys.argv[1:] + ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"])
