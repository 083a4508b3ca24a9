#!/bin/bash
# Which KV dtypes does this build know?
python3 -m sglang.launch_server --help | grep -A4 -- '--kv-cache-dtype'
python3 -m sglang.launch_server --help | grep -A6 -- '--enable-hisparse'
