FROM lmsysorg/sglang:v0.5.23-cu129
ENTRYPOINT ["sglang", "serve"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--speculative-algorithm", "EAGLE3", "--speculative-draft-model-path", "lmsys/dsv32-eagle3", "--speculative-eagle-topk", "1", "--speculative-adaptive"]
