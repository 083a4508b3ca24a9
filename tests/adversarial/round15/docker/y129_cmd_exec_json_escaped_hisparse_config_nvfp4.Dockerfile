FROM lmsysorg/sglang:v0.5.23-cu129
ENV HF_HOME=/models/hf
EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "zai-org/GLM-5", "--tp-size", "8", "--trust-remote-code", "--enable-hisparse", "--disable-radix-cache", "--hisparse-config", "{\"top_k\": 2048, \"device_buffer_size\": 4096}", "--kv-cache-dtype", "nvfp4", "--port", "30000"]
