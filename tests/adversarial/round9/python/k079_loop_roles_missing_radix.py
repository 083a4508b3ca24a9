import subprocess

BASE = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
        "--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]
procs = []
for role, port in (("prefill", 30000), ("decode", 30001)):
    procs.append(subprocess.Popen(BASE + ["--disaggregation-mode", role, "--port", str(port)]))
for p in procs:
    p.wait()
