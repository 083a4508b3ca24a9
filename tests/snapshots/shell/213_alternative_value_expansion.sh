#!/usr/bin/env bash
# `${VAR:+words}` adds its words when VAR is set and not empty: a switch for HiSparse.
# hisparse-fix-test run:
# hisparse-fix-test run: SPARSE=1 --
HISPARSE=1
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  ${HISPARSE:+--enable-hisparse --disable-radix-cache} --kv-cache-dtype fp8_e4m3 --port 30000

# Empty: no HiSparse, and the dtype is left as it is.
DENSE=
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  ${DENSE:+--enable-hisparse --disable-radix-cache} --kv-cache-dtype fp8_e5m2 --port 30001

# Set by the caller: not known, so reported.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  ${SPARSE:+--enable-hisparse --disable-radix-cache} --kv-cache-dtype fp8_e5m2 --port 30002
