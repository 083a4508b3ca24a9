FROM lmsysorg/sglang:v0.5.23-cu129
RUN apt-get update && apt-get install -y tini
ENTRYPOINT ["/usr/bin/tini", "--", "python3", "-m", "sglang.launch_server"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--dsa-decode-backend", "tilelang"]
