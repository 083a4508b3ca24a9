import subprocess

import sglang as sgl

# DeepSeek V4 with the trtllm attention backend: SGLang 0.5.20+ asserts it does not
# support HiSparse.
trtllm = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V4-Flash", tp_size=8, enable_hisparse=True,
    disable_radix_cache=True, dsv4_attn_backend="trtllm",
)

# XPU: HiSparse's KV transfer kernels are imported on XPU only from 0.5.21, and then a
# DSA model gets the intel_xpu backend, which HiSparse refuses.
subprocess.Popen([
    "python3", "-m", "sglang.launch_server",
    "--model-path", "zai-org/GLM-5", "--device", "xpu",
    "--disable-radix-cache",
])
