FROM lmsysorg/sglang:v0.5.23-cu129

ENV HF_HOME=/models/hf \
    KV_CACHE_DTYPE=fp8_e5m2

RUN pip install --no-cache-dir "huggingface_hub[hf_transfer]"

# fp8_e5m2 is refused together with --enable-hisparse since 0.5.20
ENV KV_CACHE_DTYPE=fp8_e4m3

EXPOSE 30000
CMD python3 -m sglang.launch_server \
      --model-path deepseek-ai/DeepSeek-V3.2 \
      --tp 8 \
      --enable-hisparse --disable-radix-cache \
      --kv-cache-dtype "$KV_CACHE_DTYPE" \
      --host 0.0.0.0 --port 30000
