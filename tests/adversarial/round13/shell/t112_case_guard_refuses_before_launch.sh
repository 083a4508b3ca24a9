#!/bin/bash
case " $* " in
  *" --kv-cache-dtype fp8_e5m2 "*|*"--kv-cache-dtype=fp8_e5m2"*)
    echo "HiSparse cannot use fp8_e5m2; pass --kv-cache-dtype fp8_e4m3" >&2
    exit 2 ;;
esac

exec python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  "$@"
