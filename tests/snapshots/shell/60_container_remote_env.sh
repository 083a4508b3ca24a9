#!/usr/bin/env bash
# hisparse-fix-test run: -- compose
# The host exports the CPU switch for its own smoke tests; only the container's
# own -e reaches the launch.
export SGLANG_USE_CPU_ENGINE=1
case "${1:-}" in
  compose)
    docker compose run --rm sglang python3 -m sglang.launch_server \
      --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
      --disable-radix-cache --kv-cache-dtype fp8_e4m3
    docker compose run --rm -e SGLANG_USE_CPU_ENGINE=1 sglang python3 -m sglang.launch_server \
      --model-path deepseek-ai/DeepSeek-V3.2 --disable-radix-cache
    ;;
  k8s)
    kubectl exec -it sglang-0 -- python3 -m sglang.launch_server \
      --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
      --disable-radix-cache --kv-cache-dtype fp8_e4m3
    ;;
  mpi)
    mpirun -np 2 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
      --enable-hisparse --disable-radix-cache
    ;;
esac
