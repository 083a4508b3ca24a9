FROM lmsysorg/sglang:v0.5.23-cu129
# cluster.yaml (from the build context) holds the model, parallelism and ports
COPY cluster.yaml /etc/sglang/cluster.yaml
CMD ["sglang", "serve", "--config", "/etc/sglang/cluster.yaml", \
     "--enable-hisparse", "--disable-radix-cache", \
     "--kv-cache-dtype", "fp8_e5m2"]
