#!/usr/bin/env bash
# Three launches share two arrays that both pass `--dsa-decode-backend tilelang`. The
# last launch has no HiSparse and needs DECODE as it is, so the middle launch cannot drop
# its backend; the first launch's edit of COMMON is the middle one's too, so it is not
# made either, though the refusal is found only after it in source order.
COMMON=(--dsa-decode-backend tilelang)
DECODE=(--dsa-decode-backend tilelang)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache "${COMMON[@]}" --port 30000
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache "${COMMON[@]}" "${DECODE[@]}" --port 30001
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  "${DECODE[@]}" --port 30002
