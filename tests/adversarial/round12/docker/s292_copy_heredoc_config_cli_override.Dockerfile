# syntax=docker/dockerfile:1
FROM lmsysorg/sglang:v0.5.23-cu129

# Base config shared with the non-HiSparse image; this image overrides the KV
# cache dtype on the command line (command-line options win over --config).
COPY <<EOF /etc/sglang/dsv32.yaml
model-path: deepseek-ai/DeepSeek-V3.2
tp-size: 8
trust-remote-code: true
enable-hisparse: true
disable-radix-cache: true
kv-cache-dtype: fp8_e5m2
host: 0.0.0.0
port: 30000
EOF

EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", "--config", "/etc/sglang/dsv32.yaml", "--kv-cache-dtype", "fp8_e4m3"]
