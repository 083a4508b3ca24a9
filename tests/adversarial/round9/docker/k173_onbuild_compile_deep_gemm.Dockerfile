FROM lmsysorg/sglang:v0.5.23-cu129
ONBUILD RUN python3 -m sglang.compile_deep_gemm --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
