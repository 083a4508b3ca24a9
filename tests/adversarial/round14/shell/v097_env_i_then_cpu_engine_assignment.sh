#!/usr/bin/env bash
# hermetic CPU smoke test: nothing from the CI runner's environment leaks in
exec env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/tmp SGLANG_USE_CPU_ENGINE=1 \
  python3 -m sglang.launch_server --model-path ./tiny-dsv32-random \
    --enable-hisparse --disable-radix-cache --port 31000
