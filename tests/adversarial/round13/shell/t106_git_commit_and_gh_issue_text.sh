#!/bin/bash
set -e
git add recipes/dsv32_hisparse.sh
git commit -m "recipes: replace --kv-cache-dtype fp8_e5m2 with fp8_e4m3 for --enable-hisparse"
gh issue create --repo our-org/serving \
  --title "HiSparse launch refused on 0.5.23" \
  --body "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --enable-mixed-chunk fails with: --enable-hisparse does not support --enable-mixed-chunk yet."
