FROM lmsysorg/sglang:v0.5.23-cu129
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
RUN python3 -m sglang.bench_one_batch --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --batch-size 1 --input-len 1024 --output-len 8 \
      --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 | tee /tmp/bench.txt
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache"]
