import subprocess
import textwrap

LAUNCH = textwrap.dedent(
    r"""
    python3 -m sglang.launch_server \
      --model-path deepseek-ai/DeepSeek-V3.2 \
      --tp 8 \
      --enable-hisparse --disable-radix-cache \
      --kv-cache-dtype fp8_e5m2 \
      --dsa-decode-backend flashmla_sparse \
      --host 0.0.0.0 --port 30000
    """
).strip()

if __name__ == "__main__":
    subprocess.run(LAUNCH, shell=True, check=True)
