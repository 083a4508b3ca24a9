#!/usr/bin/env bash
# The dtype is written into a generated eval config that another tool reads
# later; the first HiSparse launch reads it too. A quoted heredoc expands
# nothing, so the second launch's variable is read by that launch only.
KV=fp8_e5m2
OTHER_KV=fp8_e4m3
cat > eval-config.yaml <<EOF
model: deepseek-ai/DeepSeek-V3.2
kv-cache-dtype: $KV
EOF
cat > notes.txt <<'EOF'
kv-cache-dtype: $OTHER_KV
EOF
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype $KV
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --port 30001 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype $OTHER_KV
