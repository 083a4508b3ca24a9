FROM lmsysorg/sglang:v0.5.23-cu129
ENTRYPOINT ["python3", "-m", "sglang.launch_server"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--speculative-algorithm", "EAGLE", "--speculative-eagle-topk", "2"]
