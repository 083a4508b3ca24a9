#!/usr/bin/env bash
# Two-node HiSparse deployment (2 x 8 GPUs). Run on both nodes with NODE_RANK=0/1.
set -euo pipefail

NNODES=2
GPUS_PER_NODE=8
NGPUS=$(( NNODES * GPUS_PER_NODE ))
# one decode-context-parallel rank per node
DCP=$(( NGPUS / GPUS_PER_NODE ))

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp "$NGPUS" \
  --nnodes "$NNODES" \
  --node-rank "${NODE_RANK:?set NODE_RANK}" \
  --dist-init-addr "${MASTER_ADDR:?set MASTER_ADDR}:5000" \
  --dcp-size "$DCP" \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3
