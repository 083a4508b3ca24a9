#!/bin/bash
# nvfp4 KV for memory
sglang serve --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4
