#!/usr/bin/env bash
# Submit the KV dtype sweep. jobs/serve_dsv32.sbatch reads KV_DTYPE and HISPARSE
# (the job leaves --enable-hisparse off for dtypes HiSparse does not take).
set -euo pipefail
for kv in bfloat16 fp8_e4m3 fp8_e5m2; do
  sbatch --job-name="dsv32-$kv" --gres=gpu:8 \
    --export=ALL,KV_DTYPE=$kv,HISPARSE=1 \
    jobs/serve_dsv32.sbatch
done
squeue --me
