#!/bin/sh
# multi-turn agent sessions on GLM-5 with HiSparse
sglang serve --model-path zai-org/GLM-5-FP8 --tp 8 --enable-session-radix-cache --enable-streaming-session --enable-hisparse --kv-cache-dtype fp8_e4m3 --port 30000
