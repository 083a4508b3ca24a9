import os
import subprocess

USE_MTP = os.environ.get("USE_MTP", "1") == "1"
args = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
        "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]
if USE_MTP:
    args.extend(["--speculative-algorithm", "NEXTN", "--speculative-num-steps", "2",
                 "--speculative-eagle-topk", "2", "--speculative-num-draft-tokens", "4"])
subprocess.Popen(args)
