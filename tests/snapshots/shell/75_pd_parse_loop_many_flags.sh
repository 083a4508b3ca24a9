#!/usr/bin/env bash
# A PD launcher: nine options parsed in one `while`/`case`/`shift` loop (512
# combinations). Past the cap the runs are merged by making the most varied
# values unknown, not dropped: the dtype written in the launch is still fixed.
# hisparse-fix-test run: --
# hisparse-fix-test run: -- --role decode --port 30001 --tp 4
# hisparse-fix-test run: -- --model deepseek-ai/DeepSeek-V3.2-Exp --dp 2 --ib mlx5_1 --mem 0.85
MODEL=deepseek-ai/DeepSeek-V3.2
ROLE=prefill
PORT=30000
TP=8
DP=1
HOST=0.0.0.0
IB=mlx5_0
MEM=0.8
BOOT=8998
while [[ $# -gt 0 ]]; do
  case $1 in
    --model) MODEL=$2; shift 2 ;;
    --role) ROLE=$2; shift 2 ;;
    --port) PORT=$2; shift 2 ;;
    --tp) TP=$2; shift 2 ;;
    --dp) DP=$2; shift 2 ;;
    --host) HOST=$2; shift 2 ;;
    --ib) IB=$2; shift 2 ;;
    --mem) MEM=$2; shift 2 ;;
    --bootstrap-port) BOOT=$2; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 1 ;;
  esac
done
python3 -m sglang.launch_server --model-path "$MODEL" --disaggregation-mode "$ROLE" \
  --port "$PORT" --tp "$TP" --dp "$DP" --host "$HOST" --disaggregation-ib-device "$IB" \
  --mem-fraction-static "$MEM" --disaggregation-bootstrap-port "$BOOT" \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
