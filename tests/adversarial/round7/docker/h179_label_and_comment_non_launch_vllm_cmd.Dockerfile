FROM vllm/vllm-openai:v0.11.0
# SGLang equivalent: python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2
CMD ["--model", "deepseek-ai/DeepSeek-V3.2", "--kv-cache-dtype", "fp8_e5m2"]
