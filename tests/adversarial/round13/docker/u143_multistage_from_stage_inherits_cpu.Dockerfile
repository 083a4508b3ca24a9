FROM lmsysorg/sglang:v0.5.23-xeon AS cpu-base
ENV SGLANG_USE_CPU_ENGINE=1

FROM cpu-base AS serve
COPY models/dsv32-tiny-random /models/dsv32-tiny-random
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "/models/dsv32-tiny-random", "--enable-hisparse", "--disable-radix-cache"]
