FROM lmsysorg/sglang:v0.5.23-cu129
ENTRYPOINT ["sglang", "serve"]
CMD ["deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--enable-mixed-chunk", "--host", "0.0.0.0"]
