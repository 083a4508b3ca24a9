# CI smoke image: the exec-form CMD sets the CPU switch with `env` before the launch.
FROM lmsysorg/sglang:v0.5.23-cu129
CMD ["env", "SGLANG_USE_CPU_ENGINE=1", "OMP_NUM_THREADS=32", \
     "python3", "-m", "sglang.launch_server", \
     "--model-path", "deepseek-ai/DeepSeek-V3.2", "--disable-radix-cache", \
     "--kv-cache-dtype", "fp8_e5m2", "--port", "30000"]

FROM lmsysorg/sglang:v0.5.23-cu129 AS login
# A login shell runs /etc/profile.d first, which this image writes to.
RUN echo 'export SGLANG_USE_CPU_ENGINE=1' > /etc/profile.d/sglang-cpu.sh
CMD ["bash", "-lc", "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30001"]
