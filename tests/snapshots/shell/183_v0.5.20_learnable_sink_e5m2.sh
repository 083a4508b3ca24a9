#!/usr/bin/env bash
# SGLang 0.5.20: the first release that serves Hunyuan V4 (HYV4ForCausalLM) as a DSA
# model, and refuses any KV cache but bfloat16 for its learnable attention sinks.
python3 -m sglang.launch_server --model-path fixtures/models/hunyuan-v4 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --port 30000
