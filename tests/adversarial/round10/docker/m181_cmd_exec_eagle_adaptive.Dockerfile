FROM lmsysorg/sglang:v0.5.23-cu129
EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--speculative-algorithm", "EAGLE", "--speculative-adaptive", "--host", "0.0.0.0"]
