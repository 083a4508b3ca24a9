FROM lmsysorg/sglang:v0.5.23-cu129
CMD ["bash", "-lc", "huggingface-cli download deepseek-ai/DeepSeek-V3.2 --local-dir /models/dsv32 && exec python3 -m sglang.launch_server --model-path /models/dsv32 --tp 8 --enable-hisparse --disable-radix-cache --enable-mixed-chunk --host 0.0.0.0"]
