#!/usr/bin/env bash
# PD disaggregation for DeepSeek-V3.2-Exp on one 16-GPU pair of nodes.
# HiSparse is turned on for the decode role only (ENABLE_HISPARSE=0 to skip).
# hisparse-fix-test run: -- prefill
# hisparse-fix-test run: -- decode
# hisparse-fix-test run: ENABLE_HISPARSE=0 -- decode
set -euo pipefail

ROLE=${1:-decode}
MODEL=deepseek-ai/DeepSeek-V3.2-Exp

common=(--model-path "$MODEL" --tp 8 --trust-remote-code --mem-fraction-static 0.85
        --kv-cache-dtype fp8_e4m3 --disable-radix-cache
        --disaggregation-transfer-backend mooncake --host 0.0.0.0)
prefill=(--disaggregation-mode prefill --port 30000)
decode=(--disaggregation-mode decode --port 30001)

if [[ "${ENABLE_HISPARSE:-1}" == 1 ]]; then
  decode+=(--enable-hisparse
           --hisparse-config '{"top_k": 2048, "device_buffer_size": 6144, "host_to_device_ratio": 5}')
fi

if [[ "$ROLE" == prefill ]]; then
  python3 -m sglang.launch_server "${common[@]}" "${prefill[@]}"
else
  python3 -m sglang.launch_server "${common[@]}" "${decode[@]}"
fi
