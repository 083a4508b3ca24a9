ARG BASE=lmsysorg/sglang:v0.5.23-cu129
FROM ${BASE} AS server
ENV SGLANG_DISABLE_CUDNN_CHECK=1
ENTRYPOINT ["python3", "-m", "sglang.launch_server"]

FROM server AS dsv32
ARG ENGINE_ON_CPU
ENV SGLANG_USE_CPU_ENGINE=${ENGINE_ON_CPU}
CMD ["--model-path","deepseek-ai/DeepSeek-V3.2-Exp","--enable-hisparse","--disable-radix-cache","--dsa-decode-backend=flashmla_kv","--kv-cache-dtype","fp8_e4m3"]
