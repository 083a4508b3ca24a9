import subprocess

FLAGS = ["enable-hisparse", "disable-radix-cache", "enable-mixed-chunk"]

cmd = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8"]
cmd += [f"--{name}" for name in FLAGS]
subprocess.Popen(cmd)
