FROM lmsysorg/sglang:v0.5.23-cu129
RUN python3 -m sglang.compile_deep_gemm --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
    --enable-hisparse --kv-cache-dtype fp8_e4m3
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]
