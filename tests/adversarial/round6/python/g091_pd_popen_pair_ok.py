import subprocess

common = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse",
          "--kv-cache-dtype", "fp8_e4m3"]
prefill = subprocess.Popen(common + ["--disaggregation-mode", "prefill", "--disable-radix-cache", "--port", "30000"])
decode = subprocess.Popen(common + ["--disaggregation-mode", "decode", "--port", "30001"])
prefill.wait(); decode.wait()
