import os
from unittest import mock

import sglang as sgl

KW = dict(model_path="/models/dsv32-tiny-random", disable_radix_cache=True)


def test_cpu_baseline():
    with mock.patch.dict(os.environ, {"SGLANG_USE_CPU_ENGINE": "1"}):
        eng = sgl.Engine(**KW)
        eng.shutdown()


def test_gpu_hisparse():
    eng = sgl.Engine(**KW, enable_hisparse=True, kv_cache_dtype="fp8_e4m3")
    eng.shutdown()
