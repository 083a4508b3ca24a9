#!/usr/bin/env bash
# runs.json: [{"args": ["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3", ...], "tok_s": ...}, ...]
jq -r '.[] | select(.args | index("--enable-hisparse")) |
       select(.args | index("--kv-cache-dtype") as $i | .[$i + 1] == "fp8_e4m3") |
       "\(.name)\t\(.tok_s)"' runs.json | sort -t$'\t' -k2 -n
