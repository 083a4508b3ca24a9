#!/usr/bin/env bash
# one-off: reuse make's -j/-k handling without committing a Makefile
make -f - serve KV=fp8_e5m2 <<'MAKE'
serve:
	python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
	  --enable-hisparse --disable-radix-cache --kv-cache-dtype $(KV) --port 30000
MAKE
