import subprocess
from subprocess import Popen as P

p = P(["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse",
       "--disable-radix-cache", "--dsa-decode-backend", "tilelang", "--kv-cache-dtype", "fp8_e4m3"])
