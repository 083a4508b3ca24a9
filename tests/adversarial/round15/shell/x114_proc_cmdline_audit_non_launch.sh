#!/usr/bin/env bash
# Print the KV dtype of every running SGLang server on this host.
for pid in $(pgrep -f 'sglang.launch_server'); do
  mapfile -d '' argv < "/proc/$pid/cmdline"
  for i in "${!argv[@]}"; do
    if [[ ${argv[i]} == --kv-cache-dtype ]]; then
      echo "$pid ${argv[i+1]}"
    elif [[ ${argv[i]} == --kv-cache-dtype=* ]]; then
      echo "$pid ${argv[i]#--kv-cache-dtype=}"
    fi
  done
done
