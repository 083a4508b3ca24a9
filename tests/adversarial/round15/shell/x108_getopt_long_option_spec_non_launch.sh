#!/usr/bin/env bash
# Validates a recipe's flags before it is committed; starts nothing.
set -euo pipefail
LONG="enable-hisparse,disable-radix-cache,kv-cache-dtype:,dsa-prefill-backend:,dsa-decode-backend:,enable-mixed-chunk,model-path:,tp:,port:"
PARSED=$(getopt -o '' -l "$LONG" -n check-recipe -- "$@") || exit 2
eval set -- "$PARSED"
while true; do
  case "$1" in
    --kv-cache-dtype) [[ $2 == fp8_e5m2 ]] && echo "fp8_e5m2 is refused with --enable-hisparse" >&2; shift 2 ;;
    --enable-mixed-chunk) echo "--enable-mixed-chunk is refused with --enable-hisparse" >&2; shift ;;
    --) shift; break ;;
    *) shift ;;
  esac
done
