#!/usr/bin/env bash
set -euo pipefail
vllm serve deepseek-ai/DeepSeek-V3.2-Exp --kv-cache-dtype fp8_e5m2 --tensor-parallel-size 8
