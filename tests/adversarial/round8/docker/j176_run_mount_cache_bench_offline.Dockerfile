# syntax=docker/dockerfile:1.7
FROM lmsysorg/sglang:v0.5.23-cu129
RUN --mount=type=cache,target=/root/.cache/huggingface \
    python3 -m sglang.bench_offline_throughput --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
      --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --num-prompts 16
