import pytest
import sglang as sgl
import torch

pytestmark = pytest.mark.skipif(torch.version.hip is not None, reason="CUDA only")


def test_cuda_hisparse():
    sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True,
               kv_cache_dtype="fp8_e4m3", dsa_decode_backend="tilelang")
