#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.bench_serving --backend sglang --num-prompts 100 --dataset-name random
