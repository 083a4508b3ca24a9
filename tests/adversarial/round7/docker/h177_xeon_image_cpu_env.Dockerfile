FROM lmsysorg/sglang:v0.5.23-xeon
ENV SGLANG_USE_CPU_ENGINE=1
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--enable-hisparse", "--disable-radix-cache", "--host", "0.0.0.0"]
