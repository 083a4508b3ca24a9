#!/usr/bin/env bash
# Which running containers still pass the old flags?
for c in $(docker ps -q --filter label=app=sglang); do
  args=$(docker inspect --format '{{join .Args " "}}' "$c")
  if [[ $args == *--enable-hisparse* && $args == *"--kv-cache-dtype fp8_e5m2"* ]]; then
    echo "$(docker inspect --format '{{.Name}}' "$c"): restart with --kv-cache-dtype fp8_e4m3"
  fi
done
