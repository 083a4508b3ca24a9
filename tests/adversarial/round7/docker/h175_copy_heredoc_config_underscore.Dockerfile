# syntax=docker/dockerfile:1.7
FROM lmsysorg/sglang:v0.5.23-cu129
COPY <<EOF /etc/sglang/config.yaml
model-path: deepseek-ai/DeepSeek-V3.2
tp: 8
enable_hisparse: true
disable-radix-cache: true
EOF
ENTRYPOINT ["sglang", "serve"]
CMD ["--config", "/etc/sglang/config.yaml"]
