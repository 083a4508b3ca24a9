# syntax=docker/dockerfile:1.7
FROM lmsysorg/sglang:v0.5.23-cu129
RUN <<EOF
set -e
python3 -m sglang.bench_one_batch --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --batch-size 1 --input-len 128 --output-len 8
EOF
