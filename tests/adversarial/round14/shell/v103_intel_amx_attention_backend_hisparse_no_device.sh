#!/usr/bin/env bash
# Xeon (Sapphire Rapids) serving box: AMX kernels, numa-pinned
numactl --cpunodebind=0 --membind=0 \
  python3 -m sglang.launch_server --model-path /models/tiny-dsv32 \
    --attention-backend intel_amx \
    --enable-hisparse --disable-radix-cache --port 30000
