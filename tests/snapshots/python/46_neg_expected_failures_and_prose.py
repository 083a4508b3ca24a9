"""Negative tests and help text: SGLang must refuse these launches, and the text shows them."""

import argparse
import subprocess
import sys
import textwrap
import unittest

import pytest

import sglang as sgl
from sglang.test.test_utils import popen_launch_server

MODEL = "deepseek-ai/DeepSeek-V3.2-Exp"
REFUSED = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]

USAGE = textwrap.dedent(
    """\
    Reproduce the refusal by hand:
        python -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \\
            --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
    """
)


def start_refused_server():
    return popen_launch_server(
        MODEL,
        "http://127.0.0.1:30000",
        timeout=600,
        other_args=["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "mxfp8"],
    )


def test_helper_is_refused():
    with pytest.raises(Exception):
        start_refused_server()


def test_engine_refused_or_fail():
    try:
        sgl.Engine(
            model_path=MODEL,
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="fp8_e5m2",
        )
    except ValueError:
        pass
    else:
        raise AssertionError("SGLang accepted --kv-cache-dtype fp8_e5m2 with HiSparse")


def test_exit_status():
    proc = subprocess.run([sys.executable, "-m", "sglang.launch_server", "--model-path", MODEL, *REFUSED])
    assert proc.returncode != 0


@pytest.mark.xfail(strict=True, reason="HiSparse refuses the flashmla_kv decode backend")
def test_flashmla_kv_backend():
    sgl.Engine(
        model_path=MODEL,
        enable_hisparse=True,
        disable_radix_cache=True,
        dsa_decode_backend="flashmla_kv",
    )


class TestRefusals(unittest.TestCase):
    def launch_cpu(self):
        sgl.Engine(model_path=MODEL, device="cpu", enable_hisparse=True, disable_radix_cache=True)

    def test_cpu_refused(self):
        self.assertRaises(ValueError, self.launch_cpu)

    @unittest.expectedFailure
    def test_tilelang_on_cuda(self):
        sgl.Engine(
            model_path=MODEL,
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="bfloat16",
            dsa_prefill_backend="tilelang",
        )

    def test_nonzero_exit(self):
        rc = subprocess.call(["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"])
        self.assertNotEqual(rc, 0)


def main():
    parser = argparse.ArgumentParser(
        description="Checks that python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2 is refused",
        epilog="example: python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2",
    )
    parser.add_argument(
        "--print-only",
        action="store_true",
        help="print python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2 and exit",
    )
    parser.parse_args([])
    print({"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2", "expected": "refused"})
    print(USAGE)
