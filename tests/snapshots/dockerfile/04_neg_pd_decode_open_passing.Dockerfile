FROM lmsysorg/sglang:v0.5.23-cu129 AS decode
# PD decode server: runs without the radix cache anyway
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", \
     "--disaggregation-mode", "decode", "--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]

FROM lmsysorg/sglang:v0.5.23-cu129 AS open
# options come from `docker run IMAGE --tp 8 ...`
ENTRYPOINT ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse", "--kv-cache-dtype", "bfloat16"]

FROM lmsysorg/sglang:v0.5.23-cu129 AS passing
ENV SGLANG_USE_CPU_ENGINE=0
CMD python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv
