#!/usr/bin/env bash
# The dtype picks the eval's tolerance by `case`, and the draft top-k picks the
# benchmark's batch size by arithmetic: both read the launches' values.
KV=fp8_e5m2
TOPK=4
case "$KV" in
  fp8_e5m2) TOLERANCE=0.03 ;;
  *) TOLERANCE=0.01 ;;
esac
if (( TOPK > 1 )); then
  BATCH=16
else
  BATCH=64
fi
echo "tolerance $TOLERANCE, batch $BATCH"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --port 30001 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --speculative-algorithm EAGLE --speculative-num-steps 3 \
  --speculative-eagle-topk $TOPK --speculative-num-draft-tokens 4
