"""Server launches written as shell command strings, each with the environment it runs with."""

import asyncio
import os
import shlex
import subprocess

from sglang.utils import launch_server_cmd

MODEL = "deepseek-ai/DeepSeek-V3.2"


def cpu_smoke_env_dict():
    # env= replaces the environment: this server runs on the CPU engine.
    subprocess.run(
        "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
        "--kv-cache-dtype fp8_e5m2",
        shell=True,
        env={**os.environ, "SGLANG_USE_CPU_ENGINE": "1"},
        check=True,
    )


def cpu_smoke_os_system():
    os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
    os.system("python3 -m sglang.launch_server --disable-radix-cache &")


def gpu_string_wins():
    os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
    # the command's own assignment wins over what it inherits
    os.system("SGLANG_USE_CPU_ENGINE=0 python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache &")


def cpu_popen_named_command():
    cmd = "python3 -m sglang.launch_server --enable-mixed-chunk"
    env = os.environ.copy()
    env["SGLANG_USE_CPU_ENGINE"] = "1"
    return subprocess.Popen(cmd, shell=True, env=env)


def gpu_docker_drops_the_host_environment():
    os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
    subprocess.run(
        "docker run --gpus all lmsysorg/sglang:v0.5.23 python3 -m sglang.launch_server "
        "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3",
        shell=True,
    )


def gpu_split_command(env):
    subprocess.run(shlex.split("python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"), env=env)


async def cpu_asyncio_shell():
    os.environ.update(SGLANG_USE_CPU_ENGINE="1")
    return await asyncio.create_subprocess_shell(
        "python3 -m sglang.launch_server --disable-radix-cache"
    )


def gpu_docs_launch_server_cmd():
    os.environ.pop("SGLANG_USE_CPU_ENGINE", None)
    return launch_server_cmd(
        f"python3 -m sglang.launch_server --model-path {MODEL} --enable-hisparse --disable-radix-cache"
    )
