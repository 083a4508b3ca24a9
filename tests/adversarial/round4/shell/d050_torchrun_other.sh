#!/usr/bin/env bash
set -euo pipefail
torchrun --nproc-per-node 8 train.py --enable-hisparse --kv-cache-dtype fp8_e5m2
