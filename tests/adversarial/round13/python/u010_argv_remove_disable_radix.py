import subprocess

COMMON = [
    "python3", "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--tp", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e4m3",
]


def launch(prefix_cache: bool):
    argv = list(COMMON)
    if prefix_cache:
        # try prefix caching for the multi-turn benchmark
        argv.remove("--disable-radix-cache")
    return subprocess.Popen(argv)


if __name__ == "__main__":
    launch(prefix_cache=True).wait()
