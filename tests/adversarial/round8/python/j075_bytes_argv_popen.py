import subprocess

proc = subprocess.Popen([
    b"python3", b"-m", b"sglang.launch_server",
    b"--model-path", b"deepseek-ai/DeepSeek-V3.2", b"--tp", b"8",
    b"--enable-hisparse", b"--disable-radix-cache",
    b"--kv-cache-dtype", b"fp8_e5m2",
])
proc.wait()
