"""Render the HiSparse decode Deployment (kubectl apply -f decode.yaml)."""
import yaml

container = {
    "name": "sglang-decode",
    "image": "lmsysorg/sglang:v0.5.23-cu129",
    "command": ["python3", "-m", "sglang.launch_server"],
    "args": [
        "--model-path", "deepseek-ai/DeepSeek-V3.2",
        "--tp-size", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "fp8_e5m2",
        "--host", "0.0.0.0",
        "--port", "30000",
    ],
    "resources": {"limits": {"nvidia.com/gpu": 8}},
}

deployment = {
    "apiVersion": "apps/v1",
    "kind": "Deployment",
    "metadata": {"name": "dsv32-decode"},
    "spec": {
        "replicas": 1,
        "selector": {"matchLabels": {"app": "dsv32-decode"}},
        "template": {
            "metadata": {"labels": {"app": "dsv32-decode"}},
            "spec": {"containers": [container]},
        },
    },
}

with open("decode.yaml", "w") as f:
    yaml.safe_dump(deployment, f, sort_keys=False)
