#!/usr/bin/env bash
# `case` fall-through. `;&` runs on into the next arm's body: the `dense` run also
# launches from the `fp8)` arm, so both runs read its dtype. `;;&` goes on testing the
# arms after it: the `tp8` run launches from the `*8)` arm with the dtype the `tp*)`
# arm added, a launch that only the fall-through reaches with it.
# hisparse-fix-test run: -- dense
# hisparse-fix-test run: -- fp8
# hisparse-fix-test run: -- tp8
# hisparse-fix-test run: -- h8
MODEL=deepseek-ai/DeepSeek-V3.2
BASE=(--model-path "$MODEL" --enable-hisparse --disable-radix-cache)
TP=()
case "${1:-dense}" in
  dense) BASE+=(--context-length 32768) ;&
  fp8) python3 -m sglang.launch_server "${BASE[@]}" --kv-cache-dtype fp8_e4m3 ;;
  tp*) TP=(--tp 8 --kv-cache-dtype fp8_e4m3) ;;&
  *8) python3 -m sglang.launch_server "${BASE[@]}" "${TP[@]}" --port 30001 ;;
esac
