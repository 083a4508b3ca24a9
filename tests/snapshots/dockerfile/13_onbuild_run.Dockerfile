# A base image whose children run a benchmark when they are built.
FROM lmsysorg/sglang:v0.5.23
ONBUILD RUN python3 -m sglang.bench_one_batch --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --batch-size 1
ONBUILD CMD ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp"]
