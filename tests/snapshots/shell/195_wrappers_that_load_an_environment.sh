#!/usr/bin/env bash
# Wrappers that set variables from a file the tool does not read: `gpu.env` may set
# SGLANG_USE_CPU_ENGINE either way, so the platform of these launches is not known and
# none of them is edited (turning HiSparse off here would break a GPU launch). The last
# names its device, which decides before the switch: its dtype is fixed.
export SGLANG_USE_CPU_ENGINE=1
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache)
uv run --env-file gpu.env python3 -m sglang.launch_server "${ARGS[@]}" --port 30000
apptainer exec --env-file gpu.env sglang.sif python3 -m sglang.launch_server "${ARGS[@]}" \
  --kv-cache-dtype fp8_e5m2 --port 30001
direnv exec /srv/serve python3 -m sglang.launch_server "${ARGS[@]}" --port 30002
docker run --gpus all --env-file gpu.env lmsysorg/sglang:latest \
  python3 -m sglang.launch_server "${ARGS[@]}" --kv-cache-dtype fp8_e5m2 --port 30003
uv run --env-file gpu.env python3 -m sglang.launch_server "${ARGS[@]}" --device cuda \
  --kv-cache-dtype fp8_e4m3 --port 30004
