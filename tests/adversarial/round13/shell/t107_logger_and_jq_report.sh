#!/bin/bash
BAD_CMD='python3 -m sglang.launch_server --model-path zai-org/GLM-5 --enable-hisparse --kv-cache-dtype nvfp4'
logger -t sglang-audit "refused launch seen in recipes: $BAD_CMD"
jq -n --arg cmd "$BAD_CMD" --arg reason "nvfp4 KV with HiSparse" \
  '{finding: "refused", command: $cmd, reason: $reason}' > audit/hisparse.json
