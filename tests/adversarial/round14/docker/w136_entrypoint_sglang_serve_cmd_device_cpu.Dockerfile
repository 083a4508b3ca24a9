# Dev image for laptops without a GPU
FROM lmsysorg/sglang:v0.5.23-cu129
ENTRYPOINT ["sglang", "serve"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--device", "cpu", "--enable-hisparse", "--disable-radix-cache", "--port", "30000"]
