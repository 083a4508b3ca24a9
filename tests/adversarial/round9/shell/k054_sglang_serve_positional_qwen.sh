#!/usr/bin/env bash
set -euo pipefail
sglang serve Qwen/Qwen3-8B --tp 2 --enable-hisparse --disable-radix-cache --port 30000
