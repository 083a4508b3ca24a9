#!/usr/bin/env bash
# Same server on the H200 and the MI300X/MI325X hosts; pick image and devices by hostname.
set -euo pipefail
case "$(hostname -s)" in
  mi300-*|mi325-*)
    IMAGE=lmsysorg/sglang:v0.5.23-rocm700-mi30x
    GPU_ARGS=(--device /dev/kfd --device /dev/dri --group-add video --security-opt seccomp=unconfined)
    ;;
  *)
    IMAGE=lmsysorg/sglang:v0.5.23-cu129
    GPU_ARGS=(--gpus all)
    ;;
esac

SERVER_ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8 --trust-remote-code
  --enable-hisparse --disable-radix-cache
  --kv-cache-dtype fp8_e4m3
  --dsa-decode-backend flashinfer_sparse_mla
  --host 0.0.0.0 --port 30000
)

docker run -d --name dsv32 --ipc=host --shm-size 32g "${GPU_ARGS[@]}" -p 30000:30000 \
  "$IMAGE" python3 -m sglang.launch_server "${SERVER_ARGS[@]}"
