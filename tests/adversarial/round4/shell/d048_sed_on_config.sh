#!/usr/bin/env bash
set -euo pipefail
sed -i 's/kv-cache-dtype: fp8_e5m2/kv-cache-dtype: fp8_e4m3/' config.yaml
