#!/usr/bin/env bash
# Prints short help for the HiSparse-related flags of our recipes.
declare -A HELP=(
  [--enable-hisparse]="hierarchical sparse attention (DSA models only)"
  [--disable-radix-cache]="required with --enable-hisparse"
  [--kv-cache-dtype]="bfloat16 or fp8_e4m3 with HiSparse; fp8_e5m2 is refused"
  [--enable-mixed-chunk]="not supported with --enable-hisparse"
)
for flag in "${!HELP[@]}"; do
  printf '%-24s %s\n' "$flag" "${HELP[$flag]}"
done | sort
