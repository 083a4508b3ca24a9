#!/usr/bin/env bash
set -euo pipefail
whiptail --title "SGLang HiSparse" --msgbox "Start the server with:\n\npython3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2" 15 78
