FROM lmsysorg/sglang:v0.5.23-cu129
ENTRYPOINT ["python3", "-m", "sglang_router.launch_server"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--dp-size", "2", "--tp-size", "4", \
     "--enable-hisparse", "--disable-radix-cache", \
     "--enable-mixed-chunk", \
     "--host", "0.0.0.0", "--port", "30000"]
