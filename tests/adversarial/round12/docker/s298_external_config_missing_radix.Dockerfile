FROM lmsysorg/sglang:v0.5.23-cu129

# Platform defaults (model path, tp, ports, timeouts) from the build context.
COPY configs/dsv32-h200.yaml /etc/sglang/config.yaml

EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", \
     "--config", "/etc/sglang/config.yaml", \
     "--enable-hisparse", \
     "--kv-cache-dtype", "fp8_e4m3"]
