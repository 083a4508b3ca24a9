#!/usr/bin/env bash
# Start the server in a detached tmux session on the GPU node so it survives
# our ssh session; attach later with: ssh -t gpu03 tmux attach -t sgl
ssh gpu03 "tmux new-session -d -s sgl 'cd /srv/sglang && .venv/bin/python -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache --enable-mixed-chunk \
  --port 30000 2>&1 | tee -a sglang.log'"

# give it time to load the weights, then report
sleep 900
ssh gpu03 "curl -sf localhost:30000/health && echo healthy || tail -n 20 /srv/sglang/sglang.log"
