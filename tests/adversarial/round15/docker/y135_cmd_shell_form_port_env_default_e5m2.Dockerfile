FROM lmsysorg/sglang:v0.5.23-cu129
ENV HF_HOME=/models/hf
EXPOSE 30000
CMD python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp-size 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --host 0.0.0.0 --port ${PORT:-30000}
