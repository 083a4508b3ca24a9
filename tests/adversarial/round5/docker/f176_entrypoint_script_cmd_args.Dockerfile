FROM lmsysorg/sglang:v0.5.23
COPY entrypoint.sh /opt/entrypoint.sh
ENTRYPOINT ["/opt/entrypoint.sh"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
