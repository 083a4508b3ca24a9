#!/usr/bin/env bash
set -euo pipefail
docker run --gpus all vllm/vllm-openai:latest --model deepseek-ai/DeepSeek-V3.2-Exp --kv-cache-dtype fp8_e5m2
