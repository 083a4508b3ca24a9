"""A launch under `torch.cuda.is_available()`: ROCm builds of torch answer there too,
so the launch runs on CUDA and on ROCm machines alike."""
# hisparse-fix-test run:
# hisparse-fix-test run (rocm): FAKE_PLATFORM=rocm

import torch

import sglang as sgl

if torch.cuda.is_available():
    engine = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        enable_hisparse=True,
        disable_radix_cache=True,
        dsa_decode_backend="tilelang",
    )
