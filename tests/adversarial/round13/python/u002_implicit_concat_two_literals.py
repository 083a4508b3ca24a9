import subprocess

MODEL = "deepseek-ai/DeepSeek-V3.2"

# Black wrapped the long option into two adjacent literals; Python joins them.
ARGV = [
    "python3", "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--tp", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype="
    "fp8_e5m2",
    "--host", "0.0.0.0",
]

def main() -> None:
    proc = subprocess.Popen(ARGV)
    proc.wait()

if __name__ == "__main__":
    main()
