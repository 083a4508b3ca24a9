FROM lmsysorg/sglang:v0.5.23-cu129
WORKDIR /sgl-workspace
CMD python3 -m sglang.launch_server --model-path zai-org/GLM-5 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
    --dsa-prefill-backend flashmla_sparse --host 0.0.0.0
