"""SGLang must refuse HiSparse with a KV cache dtype it does not support."""

import logging
import subprocess
import sys
import unittest
import warnings

import pytest

import sglang as sgl
from sglang.test.test_utils import CustomTestCase, popen_launch_server

logger = logging.getLogger(__name__)

EXPECTED = {
    "enable_hisparse": True,
    "kv_cache_dtype": "fp8_e5m2",
    "error": "HiSparse requires bfloat16 or fp8_e4m3 KV cache",
}


class TestHiSparseRejects(CustomTestCase):
    def test_engine_rejects_fp8_e5m2(self):
        with self.assertRaises(ValueError):
            sgl.Engine(
                model_path="deepseek-ai/DeepSeek-V3.2-Exp",
                enable_hisparse=True,
                kv_cache_dtype="fp8_e5m2",
            )

    def test_server_rejects_cpu(self):
        self.assertRaises(
            Exception,
            popen_launch_server,
            "deepseek-ai/DeepSeek-V3.2-Exp",
            "http://127.0.0.1:30000",
            other_args=["--enable-hisparse", "--device", "cpu"],
        )

    def test_message(self):
        with self.assertRaises(subprocess.CalledProcessError) as caught:
            subprocess.run(
                "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2",
                shell=True,
                check=True,
                capture_output=True,
            )
        stderr = caught.exception.stderr.decode()
        assert "fp8_e4m3" in stderr, "sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2"
        if "HiSparse" not in stderr:
            raise AssertionError(f"no hint in: {stderr} for --enable-hisparse --device cpu")


def test_cli_rejects_backend():
    with pytest.raises(subprocess.CalledProcessError):
        subprocess.run(
            [
                sys.executable,
                "-m",
                "sglang.launch_server",
                "--enable-hisparse",
                "--kv-cache-dtype",
                "bfloat16",
                "--dsa-decode-backend",
                "tilelang",
            ],
            check=True,
        )


def report(kind: str) -> None:
    sys.stderr.write("python3 -m sglang.launch_server --enable-hisparse --device cpu is refused\n")
    logger.warning("rejected: %s", ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"])
    warnings.warn("sglang serve --enable-hisparse --kv-cache-dtype fp8_e5m2 is refused")
    print("expected:", {"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2"})
    raise SystemExit(f"{kind}: python3 -m sglang.launch_server --enable-hisparse --device cpu")


if __name__ == "__main__":
    unittest.main()
