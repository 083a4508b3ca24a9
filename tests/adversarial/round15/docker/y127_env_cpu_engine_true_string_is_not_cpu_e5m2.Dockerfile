FROM lmsysorg/sglang:v0.5.23-cu129

ENV SGLANG_USE_CPU_ENGINE=true \
    OMP_NUM_THREADS=16 \
    HF_HOME=/models/hf

CMD python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp-size 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
