#!/usr/bin/env bash
set -euo pipefail
docker run -e SGLANG_USE_CPU_ENGINE=1 vllm/vllm-openai:latest --model x --kv-cache-dtype fp8_e5m2  # not hisparse
