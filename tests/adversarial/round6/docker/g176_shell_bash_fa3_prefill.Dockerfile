FROM lmsysorg/sglang:v0.5.23-cu129
SHELL ["/bin/bash", "-c"]
CMD python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype bfloat16 --dsa-prefill-backend fa3 --host 0.0.0.0
