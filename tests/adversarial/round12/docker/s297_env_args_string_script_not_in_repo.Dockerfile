FROM lmsysorg/sglang:v0.5.23-cu129

# serve.sh comes from the ops repo (copied into the build context by CI): it
# starts SGLang with $MODEL_PATH and $SERVER_ARGS and restarts it on failure.
COPY build/serve.sh /opt/sglang/serve.sh

ENV MODEL_PATH=deepseek-ai/DeepSeek-V3.2
ENV SERVER_ARGS="--tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"

EXPOSE 30000
CMD ["sh", "-c", "/opt/sglang/serve.sh"]
