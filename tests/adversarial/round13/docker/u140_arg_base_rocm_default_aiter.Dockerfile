ARG BASE=lmsysorg/sglang:v0.5.23-rocm700-mi30x
FROM ${BASE}
ENV SGLANG_USE_AITER=1
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--dsa-decode-backend", "aiter"]
