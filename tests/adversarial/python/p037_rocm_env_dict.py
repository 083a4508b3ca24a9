# Copyright 2026
import os
import subprocess

env = dict(os.environ, HIP_VISIBLE_DEVICES="0,1,2,3,4,5,6,7", SGLANG_USE_AITER="1")
subprocess.run(["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--tp", "8",
                "--enable-hisparse", "--disable-radix-cache", "--dsa-decode-backend", "aiter"], env=env)
