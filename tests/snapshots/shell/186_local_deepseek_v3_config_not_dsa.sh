#!/usr/bin/env bash
# A local checkpoint whose config.json is DeepseekV3ForCausalLM without index_topk
# (DeepSeek V3 or R1): is_deepseek_dsa asks for the indexer too, so HiSparse is
# refused whatever the folder is called. Reported; the dtype fix still applies.
python3 -m sglang.launch_server --model-path fixtures/models/deepseek-r1-local \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
