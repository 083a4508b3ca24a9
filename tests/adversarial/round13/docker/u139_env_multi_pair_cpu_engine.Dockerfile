FROM lmsysorg/sglang:v0.5.23-xeon
ENV OMP_NUM_THREADS=32 SGLANG_USE_CPU_ENGINE=1 HF_HOME=/models
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "/models/dsv32-tiny-random", "--enable-hisparse", "--disable-radix-cache"]
