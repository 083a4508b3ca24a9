FROM lmsysorg/sglang:v0.5.23-cu129
ENV SGLANG_ARGS="--model-path deepseek-ai/DeepSeek-V3.2 --tp-size 8 --enable-hisparse --disable-radix-cache --speculative-algorithm EAGLE --speculative-num-steps 3 --speculative-eagle-topk 4 --speculative-num-draft-tokens 8"
EXPOSE 30000
CMD python3 -m sglang.launch_server $SGLANG_ARGS --host 0.0.0.0 --port 30000
