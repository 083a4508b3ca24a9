FROM lmsysorg/sglang:v0.5.23-cu129
ENTRYPOINT ["sglang", "serve"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--cuda-graph-max-bs", "64"]
