#!/bin/bash
OPTS="--enable-hisparse:--kv-cache-dtype:fp8_e4m3:--tp:8"
IFS=:
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 $OPTS --port 30000
