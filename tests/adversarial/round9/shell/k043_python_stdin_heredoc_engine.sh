#!/usr/bin/env bash
set -euo pipefail
python3 - <<'PY'
import sglang as sgl
llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
print(llm.generate("hello", {"max_new_tokens": 8}))
PY
