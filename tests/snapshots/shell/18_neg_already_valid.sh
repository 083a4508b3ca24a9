#!/usr/bin/env bash
# DeepSeek-V3.2-Exp with HiSparse on 8xH200: FP8 KV (default) or BF16 KV (KV=bf16).
# hisparse-fix-test run: KV=fp8
# hisparse-fix-test run: KV=bf16
set -euo pipefail

if [[ "${KV:-fp8}" == fp8 ]]; then
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --tp 8 --trust-remote-code --mem-fraction-static 0.85 \
    --disable-radix-cache --enable-hisparse \
    --kv-cache-dtype fp8_e4m3 \
    --dsa-prefill-backend flashmla_kv --dsa-decode-backend flashmla_kv \
    --host 0.0.0.0 --port 30000
else
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --tp 8 --trust-remote-code --mem-fraction-static 0.85 \
    --disable-radix-cache --enable-hisparse \
    --kv-cache-dtype bf16 \
    --dsa-decode-backend=flashmla_sparse \
    --host 0.0.0.0 --port 30000
fi
