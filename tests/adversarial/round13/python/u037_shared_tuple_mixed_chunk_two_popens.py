import subprocess

COMMON = ("--tp", "8", "--enable-mixed-chunk", "--chunked-prefill-size", "4096")

baseline = subprocess.Popen(
    ("python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", *COMMON, "--port", "30000")
)
hisparse = subprocess.Popen(
    (
        "python3", "-m", "sglang.launch_server",
        "--model-path", "deepseek-ai/DeepSeek-V3.2",
        *COMMON,
        "--enable-hisparse",
        "--disable-radix-cache",
        "--port", "30001",
    )
)
baseline.wait()
hisparse.wait()
