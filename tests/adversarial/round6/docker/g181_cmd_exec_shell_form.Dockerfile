FROM lmsysorg/sglang:v0.5.23-cu129
ENV HF_HOME=/models
CMD exec python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 --host 0.0.0.0
