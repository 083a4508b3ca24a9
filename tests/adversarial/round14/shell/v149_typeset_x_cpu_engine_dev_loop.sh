#!/usr/bin/env bash
# laptop dev loop against a tiny random-weight DSv3.2 checkpoint: no GPU here
typeset -x SGLANG_USE_CPU_ENGINE=1
typeset -x OMP_NUM_THREADS=16
python3 -m sglang.launch_server --model-path ./tiny-dsv32-random \
  --enable-hisparse --disable-radix-cache \
  --port 30000
