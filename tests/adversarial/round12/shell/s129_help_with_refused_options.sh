#!/usr/bin/env bash
# Image sanity check after the nightly rebuild: the CLI must know the HiSparse flags.
set -euo pipefail
pip install -q "sglang[all]==0.5.23"
python3 -c 'import sglang; print(sglang.__version__)'
python3 -m sglang.launch_server --help | grep -q -- '--enable-hisparse'
# argparse parses the words before --help and exits 0 when it reaches --help:
# unknown flags or bad choices still fail here, nothing is started or validated.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --kv-cache-dtype fp8_e5m2 --dsa-decode-backend tilelang --help > /dev/null
echo "CLI ok"
