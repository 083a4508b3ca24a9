"""Single-batch latency probe for HiSparse, run from the perf dashboard cron."""

import re
import subprocess

CMD = (
    "python3 -m sglang.benchmark.one_batch "
    "--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 "
    "--batch-size 1 --input-len 32768 --output-len 64"
)


def main():
    status, out = subprocess.getstatusoutput(CMD)
    if status != 0:
        raise RuntimeError(f"one_batch failed ({status}):\n{out[-2000:]}")
    latencies = [float(m) for m in re.findall(r"Decode\.\s+median latency: ([0-9.]+)", out)]
    print({"decode_median_s": latencies[-1] if latencies else None})


if __name__ == "__main__":
    main()
