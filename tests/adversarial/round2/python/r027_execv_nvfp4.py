import os
import sys

os.execv(sys.executable, [sys.executable, "-m", "sglang.launch_server", *sys.argv[1:],
                          "--model-path", "deepseek-ai/DeepSeek-V3.2", "--enable-hisparse", "--disable-radix-cache",
                          "--kv-cache-dtype", "nvfp4"])
