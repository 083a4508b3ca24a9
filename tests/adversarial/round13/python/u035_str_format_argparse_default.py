import argparse
import subprocess


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--kv", default="fp8_e5m2")
    a = p.parse_args()
    cmd = [
        "python3", "-m", "sglang.launch_server",
        "--model-path", "deepseek-ai/DeepSeek-V3.2",
        "--tp", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype={}".format(a.kv),
    ]
    subprocess.run(cmd, check=True)


if __name__ == "__main__":
    main()
