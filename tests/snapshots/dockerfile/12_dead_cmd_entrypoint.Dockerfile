# syntax=docker/dockerfile:1
FROM lmsysorg/sglang:v0.5.23-cu129 AS server
ENV HF_HOME=/models
# An old launch left above the one that takes effect: only the last CMD runs.
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", \
     "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]
CMD python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --enable-hisparse --disable-radix-cache

FROM lmsysorg/sglang:v0.5.23-cu129 AS bench
ENTRYPOINT ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "mxfp8"]
ENTRYPOINT ["python3", "-m", "sglang.launch_server"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse", "--disable-radix-cache", \
     "--kv-cache-dtype", "fp8_e4m3"]
