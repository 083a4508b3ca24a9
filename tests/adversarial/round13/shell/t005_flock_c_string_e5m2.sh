#!/bin/bash
# Serialize launches on a shared box: flock runs the command string through sh -c.
MODEL=/models/DeepSeek-V3.2
flock /var/lock/sglang-gpu.lock -c "python3 -m sglang.launch_server --model-path $MODEL --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000"
echo "server exited with $?"
