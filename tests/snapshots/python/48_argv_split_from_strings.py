"""Server flags kept as one string and split in Python before the launch, or copied."""

import dataclasses
import shlex
import subprocess
import unittest

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs
from sglang.test.test_utils import ModelLaunchSettings, popen_launch_server

MODEL = "deepseek-ai/DeepSeek-V3.2-Exp"
# Read by the launch below and also logged: read, never written through.
DECODE_FLAGS = "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"

MODELS = [
    ModelLaunchSettings(
        MODEL,
        tp_size=8,
        extra_args=["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"],
    ),
]


class TestSplitFlags(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            MODEL,
            "http://127.0.0.1:30000",
            timeout=600,
            other_args="--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3".split(),
        )


def test_shlex_split_constant():
    print("decode flags:", DECODE_FLAGS)
    subprocess.run(["python3", "-m", "sglang.launch_server", "--model-path", MODEL, *shlex.split(DECODE_FLAGS)])


def test_split_inline():
    subprocess.run(
        ["python3", "-m", "sglang.launch_server", "--model-path", MODEL]
        + "--enable-hisparse --disable-radix-cache --nsa-decode-backend flashmla_sparse".split()
    )


def serve_low_memory(model_path):
    base = ServerArgs(model_path=model_path, enable_hisparse=True, disable_radix_cache=True)
    launch_server(dataclasses.replace(base, kv_cache_dtype="fp8_e4m3", mem_fraction_static=0.7))
