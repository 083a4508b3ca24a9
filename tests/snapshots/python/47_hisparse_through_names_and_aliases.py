"""HiSparse switched on through names: constants, import aliases, `sgl.Runtime`, the parser."""

import argparse
import subprocess

import sglang as sg
from sglang import Engine as SGLEngine
from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs, prepare_server_args

MODEL = "deepseek-ai/DeepSeek-V3.2-Exp"
USE_HISPARSE = True
HISPARSE_FLAG = "--enable-hisparse"
ON_CPU = "cpu"


def test_constant_switch():
    llm = sg.Engine(
        model_path=MODEL,
        enable_hisparse=USE_HISPARSE,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e4m3",
    )
    llm.shutdown()


def test_flag_constant():
    subprocess.run(
        ["python3", "-m", "sglang.launch_server", "--model-path", MODEL,
         HISPARSE_FLAG, "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]
    )


def test_aliased_engine_on_cpu():
    llm = SGLEngine(model_path=MODEL, device=ON_CPU, enable_hisparse=False)
    llm.shutdown()


def test_runtime():
    runtime = sg.Runtime(
        model_path=MODEL,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e4m3",
    )
    runtime.shutdown()


def test_switch_from_the_command_line():
    parser = argparse.ArgumentParser()
    parser.add_argument("--enable-hisparse", action="store_true")
    args = parser.parse_args([])
    llm = sg.Engine(
        model_path=MODEL,
        enable_hisparse=args.enable_hisparse,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e5m2",
    )
    llm.shutdown()


def serve_with_defaults(argv):
    parser = argparse.ArgumentParser()
    ServerArgs.add_cli_args(parser)
    parser.set_defaults(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e4m3")
    launch_server(ServerArgs.from_cli_args(parser.parse_args(argv)))


def serve_changed_after(argv):
    server_args = prepare_server_args(["--model-path", MODEL, "--enable-hisparse", *argv])
    server_args.kv_cache_dtype = "fp8_e5m2"
    server_args.disable_radix_cache = True
    launch_server(server_args)
