# syntax=docker/dockerfile:1.7
FROM lmsysorg/sglang:v0.5.23-cu129
RUN <<EOF
set -e
python3 -m sglang.launch_server --model-path /models/dsv32-tiny-random \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --enable-mixed-chunk \
  --port 31000 &
python3 -m sglang.test.wait_for_server --url http://127.0.0.1:31000 --timeout 600
kill %1
EOF
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache"]
