#!/bin/bash
# Regenerate the migration note shipped with the release.
mkdir -p docs
cat > docs/hisparse_migration.md <<'EOF'
# Migrating HiSparse launches to SGLang 0.5.23

Before (refused):

    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
      --enable-hisparse --kv-cache-dtype fp8_e5m2 --dsa-decode-backend tilelang

After:

    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
      --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
EOF
echo "wrote docs/hisparse_migration.md"
