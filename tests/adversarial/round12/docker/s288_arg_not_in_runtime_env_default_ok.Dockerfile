FROM lmsysorg/sglang:v0.5.23-cu129

ARG KV_DTYPE=fp8_e5m2
LABEL org.opencontainers.image.description="DeepSeek-V3.2 HiSparse server (built with KV_DTYPE=${KV_DTYPE})"

RUN pip install --no-cache-dir "sglang-router==0.3.2"

EXPOSE 30000
# KV_DTYPE is a build argument only: at run time the shell sees it unset
# unless `docker run -e KV_DTYPE=...` passes it.
CMD python3 -m sglang.launch_server \
      --model-path deepseek-ai/DeepSeek-V3.2 \
      --tp 8 \
      --enable-hisparse --disable-radix-cache \
      --kv-cache-dtype ${KV_DTYPE:-fp8_e4m3} \
      --host 0.0.0.0 --port 30000
