import subprocess

HS_ARGS = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "nvfp4", "--tp", "8"]
for model in ["deepseek-ai/DeepSeek-V3.2", "Qwen/Qwen3-235B-A22B"]:
    p = subprocess.Popen(["python3", "-m", "sglang.launch_server", "--model-path", model, *HS_ARGS])
    p.wait()
