#!/usr/bin/env bash
# Desktop reminder after pulling the new recipes.
notify-send -u critical "SGLang 0.5.23" \
  "HiSparse recipes: --kv-cache-dtype fp8_e5m2 and --enable-mixed-chunk are refused with --enable-hisparse. Run hisparse-fix --write recipes/"
