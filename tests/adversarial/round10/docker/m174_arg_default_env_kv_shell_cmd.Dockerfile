FROM lmsysorg/sglang:v0.5.23-cu129
ARG KV=fp8_e5m2
ENV KV=${KV}
CMD python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype $KV --host 0.0.0.0
