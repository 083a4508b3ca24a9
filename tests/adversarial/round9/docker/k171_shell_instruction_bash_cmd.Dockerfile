FROM lmsysorg/sglang:v0.5.23-cu129
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
CMD python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 --host 0.0.0.0 2>&1 | tee /var/log/sglang.log
