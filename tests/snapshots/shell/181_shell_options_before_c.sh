#!/usr/bin/env bash
# A shell started with options before its -c script: the script is read all the same.
bash -o pipefail -c "python3 -m sglang.launch_server --model-path M --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3"

bash -O extglob +o posix -c 'python3 -m sglang.launch_server --model-path M --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 | tee serve.log'
