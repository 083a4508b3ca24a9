#!/bin/bash
set -e
cd "$(git rev-parse --show-toplevel)"
python3 -m pytest -q test/srt/test_hisparse_args.py \
  -k "hisparse and (fp8_e5m2 or mixed_chunk or nsa_decode_backend)" \
  --junitxml=reports/hisparse-args.xml
