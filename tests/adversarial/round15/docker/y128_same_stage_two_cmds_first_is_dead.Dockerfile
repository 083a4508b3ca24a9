FROM lmsysorg/sglang:v0.5.23-cu129
WORKDIR /srv
COPY serve/ /srv/serve/

CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]

# 2026-02: moved to the fp8_e4m3 recipe. Only the last CMD of a stage counts.
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--port", "30000"]
