FROM lmsysorg/sglang:v0.5.23-cu129

# The CPU smoke image is built from this file too; it needs the CPU engine in every login shell.
RUN echo 'export SGLANG_USE_CPU_ENGINE=1' > /etc/profile.d/sglang-cpu.sh

CMD ["bash", "-lc", "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp-size 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000"]
