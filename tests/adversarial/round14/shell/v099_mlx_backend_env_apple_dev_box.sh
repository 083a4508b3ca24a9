#!/usr/bin/env bash
# M3 Ultra dev box: SGLang's MLX backend with a tiny DSv3.2 test checkpoint
export SGLANG_USE_MLX=1
python3 -m sglang.launch_server --model-path ./tiny-dsv32-random \
  --enable-hisparse --disable-radix-cache --port 30000
