#!/usr/bin/env bash
set -euo pipefail
NS=${NS:-llm}
kubectl -n "$NS" apply -f - <<EOF
apiVersion: v1
kind: Pod
metadata:
  name: dsv32-hisparse
  labels: {app: dsv32}
spec:
  restartPolicy: Never
  containers:
  - name: sglang
    image: lmsysorg/sglang:v0.5.23-cu129
    command: ["python3", "-m", "sglang.launch_server"]
    args: ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
           "--trust-remote-code", "--enable-hisparse", "--disable-radix-cache",
           "--kv-cache-dtype", "fp8_e5m2", "--host", "0.0.0.0", "--port", "30000"]
    resources:
      limits: {nvidia.com/gpu: 8}
EOF
kubectl -n "$NS" wait --for=condition=Ready pod/dsv32-hisparse --timeout=30m
