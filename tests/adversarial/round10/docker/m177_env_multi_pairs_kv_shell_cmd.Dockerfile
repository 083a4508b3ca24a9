FROM lmsysorg/sglang:v0.5.23-cu129
ENV HF_HOME=/data/hf KV=nvfp4 PORT=30000
CMD python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype $KV --port $PORT
