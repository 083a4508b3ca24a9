import subprocess

from vllm import LLM

proc = subprocess.Popen(["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
                         "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--port", "30000"])
llm = LLM(model="deepseek-ai/DeepSeek-V3.2", tensor_parallel_size=8, kv_cache_dtype="fp8_e5m2")
print(llm.generate(["hi"]))
proc.terminate()
