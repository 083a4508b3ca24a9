import subprocess
import yaml

cfg = {
    "model-path": "deepseek-ai/DeepSeek-V3.2",
    "tp": 8,
    "enable-hisparse": True,
    "disable-radix-cache": True,
    "kv-cache-dtype": "fp8_e5m2",
}
with open("/tmp/hisparse.yaml", "w") as f:
    yaml.safe_dump(cfg, f)
subprocess.run(["python3", "-m", "sglang.launch_server", "--config", "/tmp/hisparse.yaml"], check=True)
