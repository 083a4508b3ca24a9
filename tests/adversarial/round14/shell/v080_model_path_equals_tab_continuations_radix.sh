#!/usr/bin/env bash
sglang serve \
	--model-path=deepseek-ai/DeepSeek-V3.2 \
	--tp=8 \
	--enable-hisparse \
	--kv-cache-dtype=fp8_e4m3 \
	--port=30000
