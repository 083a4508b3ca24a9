#!/usr/bin/env bash
# print the HiSparse KV dtype support matrix for the on-call runbook
column -t -s '|' <<'EOF'
kv-cache-dtype|with --enable-hisparse|note
bfloat16|accepted|flashmla_sparse on CUDA
fp8_e4m3|accepted|flashmla_kv or flashinfer_sparse_mla on CUDA
fp8_e5m2|refused|use fp8_e4m3
nvfp4|refused|use fp8_e4m3
EOF
