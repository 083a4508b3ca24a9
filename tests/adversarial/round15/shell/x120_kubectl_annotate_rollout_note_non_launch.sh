#!/usr/bin/env bash
kubectl -n llm annotate deployment/sglang-dsv32 --overwrite \
  change-note="0.5.23: --kv-cache-dtype fp8_e5m2 -> fp8_e4m3 (refused with --enable-hisparse); --disable-radix-cache added"
