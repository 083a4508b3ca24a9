FROM lmsysorg/sglang:v0.5.23-cu129
RUN useradd -m -u 1000 sglang
USER 1000
WORKDIR /home/sglang
STOPSIGNAL SIGINT
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--nsa-decode-backend", "flashmla_kv", "--port", "30000"]
