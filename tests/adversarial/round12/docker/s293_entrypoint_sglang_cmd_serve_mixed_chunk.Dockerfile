FROM lmsysorg/sglang:v0.5.23-cu129

EXPOSE 30000
ENTRYPOINT ["sglang"]
CMD ["serve", "deepseek-ai/DeepSeek-V3.2", \
     "--tp", "8", \
     "--enable-hisparse", \
     "--disable-radix-cache", \
     "--kv-cache-dtype", "fp8_e4m3", \
     "--enable-mixed-chunk", \
     "--host", "0.0.0.0", "--port", "30000"]
