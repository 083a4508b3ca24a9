#!/usr/bin/env bash
# results.csv: model,kv_cache_dtype,flags,tokens_per_s
awk -F, 'NR > 1 && $3 ~ /--enable-hisparse/ && $2 == "fp8_e4m3" { sum += $4; n++ }
         END { if (n) printf "HiSparse fp8_e4m3 mean: %.1f tok/s over %d runs\n", sum / n, n }' results.csv
