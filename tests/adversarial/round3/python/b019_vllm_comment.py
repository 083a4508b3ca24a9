import subprocess
# Unlike SGLang (--enable-hisparse), vLLM needs no flag.
subprocess.run(["vllm", "serve", "deepseek-ai/DeepSeek-V3.2", "--kv-cache-dtype", "fp8_e5m2"])
