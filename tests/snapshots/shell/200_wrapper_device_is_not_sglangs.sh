#!/usr/bin/env bash
# `--device` given to a wrapper (docker's `--device /dev/kfd`, podman's `--device`) is not
# SGLang's: the environment file may still switch the launch to CPU, so neither launch
# below is edited. Only SGLang's own `--device` decides before the switch (fixture 195).
export SGLANG_USE_CPU_ENGINE=1
docker run --device /dev/kfd --device /dev/dri --env-file gpu.env lmsysorg/sglang:latest \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
podman run --device=nvidia.com/gpu=all --env-file gpu.env lmsysorg/sglang:latest \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30001
