#!/usr/bin/env bash
# Watch the server log and page when HiSparse refuses to start.
tail -F /var/log/sglang/server.log | while IFS= read -r line; do
  if [[ $line == *"Hierarchical sparse attention currently requires --disable-radix-cache"* ]]; then
    curl -s -X POST "$PAGER_URL" -d "text=sglang refused --enable-hisparse without --disable-radix-cache"
  fi
done
