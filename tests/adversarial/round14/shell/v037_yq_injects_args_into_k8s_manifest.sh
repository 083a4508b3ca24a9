#!/usr/bin/env bash
# patch the deployment in the ops repo checkout (../ops/k8s/sglang.yaml)
yq -i '.spec.template.spec.containers[0].args += ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]' \
  ../ops/k8s/sglang.yaml
kubectl apply -f ../ops/k8s/sglang.yaml
