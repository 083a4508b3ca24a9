FROM lmsysorg/sglang:v0.5.23
ENTRYPOINT ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--disable-radix-cache"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-mixed-chunk"]
