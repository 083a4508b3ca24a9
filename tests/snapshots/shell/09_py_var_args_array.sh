#!/usr/bin/env bash
# DeepSeek-V3.2-Exp + HiSparse with a pinned interpreter and an argument array.
# PY can point at a venv: PY=/opt/venv/bin/python ./09_py_var_args_array.sh
# hisparse-fix-test run:
# hisparse-fix-test run: PY=python
set -euo pipefail

PY=${PY:-python3}

ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2-Exp
  --tp 8
  --trust-remote-code
  --mem-fraction-static 0.85
  --disable-radix-cache
  --enable-hisparse
  --kv-cache-dtype=fp8_e4m3
  --dsa-decode-backend triton
)

"$PY" -m sglang.launch_server "${ARGS[@]}" --host 0.0.0.0 --port 30000
