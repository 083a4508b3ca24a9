#!/usr/bin/env bash
# Append the command of the last benchmark run to the team's history DB.
set -euo pipefail
DB=${DB:-$HOME/bench/runs.db}
sqlite3 "$DB" <<'SQL'
CREATE TABLE IF NOT EXISTS runs (ts TEXT, cmd TEXT, status TEXT);
INSERT INTO runs VALUES (datetime('now'),
  'python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2',
  'refused: HiSparse requires bfloat16 or fp8_e4m3');
SQL
