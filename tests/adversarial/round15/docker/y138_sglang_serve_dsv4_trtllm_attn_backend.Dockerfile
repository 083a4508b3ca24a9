FROM lmsysorg/sglang:v0.5.23-cu129
ENV HF_HOME=/models/hf
EXPOSE 30000
CMD ["sglang", "serve", "--model-path", "deepseek-ai/DeepSeek-V4", "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--dsv4-attn-backend", "trtllm", "--port", "30000"]
