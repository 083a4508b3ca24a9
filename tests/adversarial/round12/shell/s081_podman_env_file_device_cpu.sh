#!/usr/bin/env bash
# Sapphire Rapids box, no GPUs. cpu.env holds HF_TOKEN and the OMP/KMP knobs.
podman run --rm -it --name dsv32-cpu \
  --env-file ./cpu.env \
  --ipc=host --privileged \
  -v "$HOME/.cache/huggingface":/root/.cache/huggingface:Z \
  -p 30000:30000 \
  docker.io/lmsysorg/sglang:v0.5.23-xeon \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --trust-remote-code \
    --device cpu \
    --enable-hisparse \
    --disable-radix-cache \
    --host 0.0.0.0 --port 30000
