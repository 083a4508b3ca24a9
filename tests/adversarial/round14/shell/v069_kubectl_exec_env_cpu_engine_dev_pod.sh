#!/usr/bin/env bash
# dev pod has no GPU; exercise the launch path on the CPU engine
kubectl exec -n inference deploy/sglang-dev -- env SGLANG_USE_CPU_ENGINE=1 python3 -m sglang.launch_server --model-path /models/tiny-dsv32 --enable-hisparse --disable-radix-cache --port 31000
