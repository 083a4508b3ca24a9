"""DeepSeek-V3.2 HiSparse smoke tests, shared by the CUDA and the MI300X CI."""
# hisparse-fix-test run:
# hisparse-fix-test run: FAKE_PLATFORM=rocm

import subprocess
import unittest

import pytest
import torch

import sglang as sgl
from sglang.srt.utils import is_hip
from sglang.test.test_utils import popen_launch_server

MODEL = "deepseek-ai/DeepSeek-V3.2-Exp"
_is_hip = is_hip()

# Read by the ROCm launch and by the CUDA one: judged for one platform, it is
# not edited for the other.
SHARED = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]


def test_offline_engine():
    if is_hip():
        llm = sgl.Engine(
            model_path=MODEL,
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="bfloat16",
            dsa_decode_backend="tilelang",
        )
    else:
        llm = sgl.Engine(
            model_path=MODEL,
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="fp8_e4m3",
        )
    llm.shutdown()


def test_shared_args():
    if _is_hip:
        subprocess.run(["python3", "-m", "sglang.launch_server", "--model-path", MODEL, *SHARED])
    else:
        subprocess.run(["python3", "-m", "sglang.launch_server", "--model-path", MODEL, *SHARED])


def test_rocm_only_early_return():
    if not torch.version.hip:
        return
    subprocess.run(
        [
            "python3", "-m", "sglang.launch_server", "--model-path", MODEL,
            "--enable-hisparse", "--disable-radix-cache",
            "--dsa-decode-backend", "tilelang",
        ]
    )


@pytest.mark.skipif(torch.version.hip is None, reason="ROCm only")
def test_rocm_fp8():
    subprocess.run(
        [
            "python3", "-m", "sglang.launch_server", "--model-path", MODEL,
            "--enable-hisparse", "--disable-radix-cache",
            "--kv-cache-dtype", "fp8_e4m3", "--dsa-prefill-backend", "tilelang",
        ]
    )


@unittest.skipIf(not is_hip(), "needs an MI300X")
class TestHiSparseRocm(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            MODEL,
            "http://127.0.0.1:30000",
            timeout=600,
            other_args=[
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype", "bfloat16",
                "--dsa-decode-backend", "tilelang",
            ],
        )


class TestHiSparseCuda(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if torch.version.hip is not None:
            raise unittest.SkipTest("CUDA only")
        cls.process = popen_launch_server(
            MODEL,
            "http://127.0.0.1:30000",
            timeout=600,
            other_args=[
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype", "fp8_e4m3",
            ],
        )
