#!/usr/bin/env bash
# Two switches parsed in one `while`/`case`/`shift` loop; both may be given,
# and `--bf16 --sparse` is a combination SGLang accepts as written.
# hisparse-fix-test run: --
# hisparse-fix-test run: -- --bf16
# hisparse-fix-test run: -- --sparse
# hisparse-fix-test run: -- --bf16 --sparse
KV=fp8_e4m3
BACKEND=flashmla_kv
while [[ $# -gt 0 ]]; do
  case $1 in
    --bf16) KV=bfloat16; shift ;;
    --sparse) BACKEND=flashmla_sparse; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype "$KV" --dsa-decode-backend "$BACKEND"
