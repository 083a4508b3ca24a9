#!/usr/bin/env bash
# regenerate the golden file the CLI test compares SGLang's refusal against
mkdir -p tests/golden
cat > tests/golden/hisparse_e5m2.txt <<'EOF'
$ python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
ValueError: HiSparse requires one of ('bfloat16', 'fp8_e4m3') KV cache dtypes, but got --kv-cache-dtype=fp8_e5m2. Please use --kv-cache-dtype=bfloat16 or --kv-cache-dtype=fp8_e4m3.
EOF
