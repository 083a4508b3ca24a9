FROM quay.io/ascend/sglang:v0.5.23-cann8.2-910b
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "16", "--enable-hisparse", "--disable-radix-cache", "--attention-backend", "ascend"]
