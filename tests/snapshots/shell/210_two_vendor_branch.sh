#!/usr/bin/env bash
# One recipe for both GPU vendors: each branch picks the decode backend its vendor runs.
# hisparse-fix-test run: GPU_VENDOR=nvidia --
# hisparse-fix-test run (rocm): GPU_VENDOR=amd --
if [[ $GPU_VENDOR == amd ]]; then
  BACKEND=tilelang
else
  BACKEND=flashmla_sparse
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype bfloat16 --dsa-decode-backend "$BACKEND"

# The same choice as a `case`, in front of a dtype both vendors refuse.
case "$GPU_VENDOR" in
  amd|mi300x) PREFILL=tilelang ;;
  nvidia) PREFILL=flashmla_kv ;;
  *) echo "unknown GPU vendor: $GPU_VENDOR" >&2; exit 1 ;;
esac
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e4m3 --dsa-prefill-backend "$PREFILL" --port 30001
