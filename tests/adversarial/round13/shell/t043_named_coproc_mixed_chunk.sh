#!/bin/bash
coproc SGL {
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --enable-mixed-chunk \
    --port 30000 2>&1
}
while IFS= read -r line <&"${SGL[0]}"; do
  printf '[sglang] %s\n' "$line"
  [[ $line == *"The server is fired up"* ]] && break
done
echo "server pid: $SGL_PID"
wait "$SGL_PID"
