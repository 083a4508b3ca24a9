import subprocess

OPTS = {
    "model-path": "deepseek-ai/DeepSeek-V3.2",
    "tp": 8,
    "kv-cache-dtype": "fp8_e5m2",
    "port": 30000,
}

cmd = ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--disable-radix-cache"]
for key, value in OPTS.items():
    cmd += [f"--{key}", str(value)]
subprocess.Popen(cmd).wait()
