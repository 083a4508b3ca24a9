FROM lmsysorg/sglang:v0.5.23
ENV SGLANG_USE_CPU_ENGINE=true
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache"]
