FROM lmsysorg/sglang:v0.5.23-cu129
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
RUN mkdir -p /var/log/sglang
EXPOSE 30000
CMD python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp-size 8 \
      --enable-hisparse --disable-radix-cache --enable-mixed-chunk --port 30000 \
      2>&1 | tee -a /var/log/sglang/server.log
