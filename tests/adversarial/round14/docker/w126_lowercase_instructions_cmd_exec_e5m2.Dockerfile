# syntax=docker/dockerfile:1
from lmsysorg/sglang:v0.5.23-cu129
env HF_HOME=/models/hf
expose 30000
cmd ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2", "--host", "0.0.0.0", "--port", "30000"]
