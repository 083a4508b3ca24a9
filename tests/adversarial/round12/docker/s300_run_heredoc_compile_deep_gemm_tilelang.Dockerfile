# syntax=docker/dockerfile:1
FROM lmsysorg/sglang:v0.5.23-cu129 AS warm

# Pre-compile the DeepGEMM kernels for the serving shapes so that the first
# start does not spend 20 minutes in JIT (needs a GPU builder).
RUN --mount=type=secret,id=hf_token <<EOF
set -eux
export HF_TOKEN="$(cat /run/secrets/hf_token)"
huggingface-cli download deepseek-ai/DeepSeek-V3.2 --exclude "*.pt"
python3 -m sglang.compile_deep_gemm \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend tilelang
EOF

EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", \
     "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", \
     "--enable-hisparse", "--disable-radix-cache", \
     "--kv-cache-dtype", "fp8_e4m3", \
     "--host", "0.0.0.0", "--port", "30000"]
