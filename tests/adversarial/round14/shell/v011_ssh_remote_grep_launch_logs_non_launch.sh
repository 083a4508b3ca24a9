#!/usr/bin/env bash
# How many launches on each node still used e5m2 with HiSparse last week?
for h in gpu01 gpu02 gpu03; do
  printf '%s: ' "$h"
  ssh "$h" "grep -h -- '--enable-hisparse' /var/log/sglang/launch-*.log | grep -c -- '--kv-cache-dtype fp8_e5m2'" || true
done
