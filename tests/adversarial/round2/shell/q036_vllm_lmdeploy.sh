#!/usr/bin/env bash
set -euo pipefail
# hisparse is an SGLang feature; vLLM baseline below
vllm serve deepseek-ai/DeepSeek-V3.2 --tensor-parallel-size 8 --kv-cache-dtype fp8_e5m2
lmdeploy serve api_server deepseek-ai/DeepSeek-V3.2 --quant-policy 8
