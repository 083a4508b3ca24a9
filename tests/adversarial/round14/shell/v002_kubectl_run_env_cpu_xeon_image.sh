#!/usr/bin/env bash
# one-off pod on the Xeon pool to check the launch path
kubectl run sglang-cpu-check --rm -it --restart=Never \
  --image=lmsysorg/sglang:v0.5.23-xeon \
  --env=SGLANG_USE_CPU_ENGINE=1 --env=OMP_NUM_THREADS=32 \
  -- python3 -m sglang.launch_server --model-path /models/tiny-dsv32 \
     --enable-hisparse --disable-radix-cache --port 31000
