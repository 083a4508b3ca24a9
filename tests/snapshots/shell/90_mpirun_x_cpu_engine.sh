#!/usr/bin/env bash
# Open MPI passes `-x NAME=VALUE` to every rank, after `-np`'s value (the `mpi`
# arm is not run by the differential test: no MPI).
case "${1:-}" in
  mpi)
    mpirun -np 1 --bind-to none -x SGLANG_USE_CPU_ENGINE=1 \
      python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
      --disable-radix-cache --kv-cache-dtype bfloat16
    ;;
esac
