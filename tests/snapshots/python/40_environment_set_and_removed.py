"""CPU and GPU tests in one module: the environment each launch sees."""

import os
import subprocess
import unittest

import sglang as sgl

SERVER = ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--disable-radix-cache"]


def test_gpu_after_cpu_smoke():
    os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
    del os.environ["SGLANG_USE_CPU_ENGINE"]
    sgl.Engine(model_path="m", enable_hisparse=True, disable_radix_cache=True)


def test_gpu_env_copy():
    env = dict(os.environ, SGLANG_USE_CPU_ENGINE="1")
    env.pop("SGLANG_USE_CPU_ENGINE")
    subprocess.run(SERVER, env=env, check=True)


def test_cpu_update():
    os.environ.update(SGLANG_USE_CPU_ENGINE="1")
    sgl.Engine(model_path="m", enable_hisparse=False, disable_radix_cache=True)


def test_cpu_monkeypatch(monkeypatch):
    monkeypatch.setenv("SGLANG_USE_CPU_ENGINE", "1")
    sgl.Engine(model_path="m", enable_hisparse=False, disable_radix_cache=True)


def test_gpu_monkeypatch(monkeypatch):
    monkeypatch.setenv("SGLANG_USE_CPU_ENGINE", "1")
    monkeypatch.delenv("SGLANG_USE_CPU_ENGINE")
    sgl.Engine(model_path="m", enable_hisparse=True, disable_radix_cache=True)


def test_cpu_flag(cpu):
    env = {"SGLANG_USE_CPU_ENGINE": "1" if cpu else "0"}
    subprocess.run(SERVER, env=env, check=True)


class TestCpuServer(unittest.TestCase):
    env = {**os.environ, "SGLANG_USE_CPU_ENGINE": "1"}

    @classmethod
    def setUpClass(cls):
        cls.process = subprocess.Popen(
            ["python3", "-m", "sglang.launch_server", "--model-path", "Qwen/Qwen3-0.6B"]
            + ["--disable-radix-cache"],
            env=cls.env,
        )
