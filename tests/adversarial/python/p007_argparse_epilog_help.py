import argparse

EPILOG = """examples:
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --kv-cache-dtype fp8_e5m2
"""

def main():
    p = argparse.ArgumentParser(prog="bench", epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--url", help="server url, e.g. started with python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2")
    args = p.parse_args()
    print(args)

if __name__ == "__main__":
    main()
