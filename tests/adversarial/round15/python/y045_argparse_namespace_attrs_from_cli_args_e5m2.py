"""Start the server from code while keeping SGLang's own defaults."""
import argparse

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

parser = argparse.ArgumentParser()
ServerArgs.add_cli_args(parser)
ns = parser.parse_args(["--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8"])

ns.enable_hisparse = True
ns.disable_radix_cache = True
ns.kv_cache_dtype = "fp8_e5m2"

if __name__ == "__main__":
    launch_server(ServerArgs.from_cli_args(ns))
