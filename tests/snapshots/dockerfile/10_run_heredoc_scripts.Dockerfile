# syntax=docker/dockerfile:1.7
FROM lmsysorg/sglang:v0.5.23-cu129
ENV MODEL=deepseek-ai/DeepSeek-V3.2-Exp

# warm-up run at build time: the heredoc is a shell script
RUN <<EOF
set -eux
python3 -m sglang.launch_server --model-path "$MODEL" \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 &
sleep 60 && kill %1
EOF

# fed to bash on stdin, body indented with tabs (<<-)
RUN <<-EOT bash -ex
	python3 -m sglang.compile_deep_gemm --model-path "$MODEL" --enable-hisparse --disable-radix-cache
EOT

# written to a file, run later: not a script run here, noted
RUN <<EOF cat > /opt/start.sh
#!/bin/bash
exec python3 -m sglang.launch_server --model-path "$MODEL" --enable-hisparse --kv-cache-dtype fp8_e5m2 "$@"
EOF
