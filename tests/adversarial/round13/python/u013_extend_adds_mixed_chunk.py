import subprocess

argv = [
    "python3", "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--tp", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
]
argv.extend(["--kv-cache-dtype", "fp8_e4m3"])
argv.extend(["--enable-mixed-chunk", "--chunked-prefill-size", "8192"])

server = subprocess.Popen(argv)
server.wait()
