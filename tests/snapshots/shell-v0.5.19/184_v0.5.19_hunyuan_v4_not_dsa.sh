#!/usr/bin/env bash
# SGLang 0.5.19's is_deepseek_dsa does not name HYV4ForCausalLM: HiSparse is refused
# for this model (reported); from 0.5.20 it is a DSA model (bfloat16 is fine).
python3 -m sglang.launch_server --model-path fixtures/models/hunyuan-v4 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16
