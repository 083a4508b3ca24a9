FROM lmsysorg/sglang:v0.5.23-cu129
LABEL org.opencontainers.image.description="DeepSeek V3.2 with --enable-hisparse --kv-cache-dtype fp8_e5m2"
# CMD ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]
RUN echo "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2" > /usage.txt
COPY <<EOF /opt/serve.sh
python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2
EOF
HEALTHCHECK CMD curl -f http://localhost:30000/health || exit 1
CMD ["vllm", "serve", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse-mtp-hybrid", "--kv-cache-dtype", "fp8_e5m2"]
