FROM lmsysorg/sglang:v0.5.23
ENV MODEL=deepseek-ai/DeepSeek-V3.2
CMD ["env", "SGLANG_ENABLE_JIT_DEEPGEMM=0", "bash", "-o", "pipefail", "-c", \
     "python3 -m sglang.launch_server --model-path \"$MODEL\" --enable-hisparse --disable-radix-cache \\\n  --kv-cache-dtype fp8_e4m3 --port 30000 2>&1 | tee /tmp/server.log"]
