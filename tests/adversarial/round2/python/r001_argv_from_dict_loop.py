import subprocess
import sys

CFG = {
    "--model-path": "deepseek-ai/DeepSeek-V3.2",
    "--enable-hisparse": None,
    "--disable-radix-cache": None,
    "--kv-cache-dtype": "fp8_e5m2",
}


def main():
    argv = []
    for key, value in CFG.items():
        argv.append(key)
        if value is not None:
            argv.append(value)
    subprocess.run([sys.executable, "-m", "sglang.launch_server", *argv], check=True)


if __name__ == "__main__":
    main()
