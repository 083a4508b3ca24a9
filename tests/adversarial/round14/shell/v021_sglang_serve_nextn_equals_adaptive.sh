#!/usr/bin/env bash
sglang serve deepseek-ai/DeepSeek-V3.2 --tp 8 --speculative-algorithm=NEXTN --speculative-eagle-topk=1 --speculative-adaptive --enable-hisparse --disable-radix-cache --kv-cache-dtype=fp8_e4m3
