#!/bin/bash
# Sanity-check how our YAML templating quotes the launch line.
python3 -c '
import shlex, sys
line = "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2 --hisparse-config \"{\\\"top_k\\\": 2048}\""
for w in shlex.split(line):
    print(repr(w))
'
