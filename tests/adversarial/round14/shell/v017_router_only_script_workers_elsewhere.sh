#!/usr/bin/env bash
# The HiSparse workers (--enable-hisparse, fp8_e4m3) are started by workers.sh on
# each node; this script only starts the cache-aware router in front of them.
python3 -m sglang_router.launch_router \
  --worker-urls http://gpu01:30000 http://gpu02:30000 \
  --policy cache_aware --host 0.0.0.0 --port 8000
