#!/usr/bin/env bash
# --model is SGLang's alias of --model-path
sglang serve --model deepseek-ai/DeepSeek-V3.2 --tp-size 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 --port 30000
