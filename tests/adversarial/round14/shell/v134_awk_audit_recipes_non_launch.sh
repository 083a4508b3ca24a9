#!/usr/bin/env bash
# List recipes that still combine HiSparse with a KV dtype SGLang refuses.
set -euo pipefail
awk '
  /sglang\.launch_server|sglang serve/ { start = FILENAME ":" FNR }
  /--enable-hisparse/ && /--kv-cache-dtype[ =](fp8_e5m2|nvfp4|mxfp8)/ { print start }
' recipes/*.sh | sort -u
