#!/usr/bin/env bash
# Run the server in a clean login environment on the GPU node.
set -euo pipefail

start_server() {
	local port=$1
	env -i HOME="$HOME" PATH="/usr/local/bin:/usr/bin:/bin" bash -l <<-EOF
		cd /srv/sglang
		source .venv/bin/activate
		exec python3 -m sglang.launch_server \
			--model-path deepseek-ai/DeepSeek-V3.2 \
			--tp 8 \
			--enable-hisparse \
			--disable-radix-cache \
			--kv-cache-dtype fp8_e5m2 \
			--port $port
	EOF
}

start_server 30000
