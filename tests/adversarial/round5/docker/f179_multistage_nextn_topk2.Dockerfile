FROM python:3.11-slim AS weights
RUN pip install -q huggingface_hub && huggingface-cli download deepseek-ai/DeepSeek-V3.2 --local-dir /w

FROM lmsysorg/sglang:v0.5.23
COPY --from=weights /w /models/dsv32
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "/models/dsv32", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--speculative-algorithm", "NEXTN", "--speculative-num-steps", "3", "--speculative-eagle-topk", "2", "--speculative-num-draft-tokens", "4"]
