#!/usr/bin/env bash
# morning report: HiSparse refusals in the last 24h
journalctl -u 'sglang@*' --since -24h --no-pager \
  --grep 'HiSparse requires|requires --disable-radix-cache|does not support --enable-mixed-chunk' \
  | tail -n 50
