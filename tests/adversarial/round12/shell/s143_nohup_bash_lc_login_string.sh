#!/usr/bin/env bash
# A login shell picks up conda init from ~/.bash_profile on these nodes.
# The server survives logout; output goes to ~/sglang.log.
cd "$HOME"
nohup bash -lc 'conda activate sglang && python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype mxfp8 --port 30000' > ~/sglang.log 2>&1 &
disown
echo "started (pid $!)"
sleep 2
tail -n 5 ~/sglang.log
