import argparse

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

parser = argparse.ArgumentParser()
ServerArgs.add_cli_args(parser)
ns = parser.parse_args(
    [
        "--model-path", "deepseek-ai/DeepSeek-V3.2",
        "--tp", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "fp8_e5m2",
    ]
)
launch_server(ServerArgs.from_cli_args(ns))
