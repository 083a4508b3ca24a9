#!/usr/bin/env bash
# DeepSeek-V3.2-Exp + HiSparse: FP8 KV with FlashMLA-KV decode, or BF16 KV with
# FlashMLA-sparse decode (KV=bf16). Each branch appends the backend its dtype needs.
# hisparse-fix-test run: KV=fp8
# hisparse-fix-test run: KV=bf16
set -euo pipefail

ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2-Exp
  --tp 8 --trust-remote-code --mem-fraction-static 0.85
  --enable-hisparse --disable-radix-cache
)

if [[ "${KV:-fp8}" == fp8 ]]; then
  ARGS+=(--kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv)
else
  ARGS+=(--kv-cache-dtype bfloat16 --dsa-decode-backend flashmla_sparse)
fi

python3 -m sglang.launch_server "${ARGS[@]}" --host 0.0.0.0 --port 30000
