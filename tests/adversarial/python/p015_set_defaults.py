import argparse
from sglang.srt.server_args import ServerArgs, prepare_server_args
from sglang.srt.entrypoints.http_server import launch_server

parser = argparse.ArgumentParser()
ServerArgs.add_cli_args(parser)
parser.set_defaults(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
args = parser.parse_args()
server_args = ServerArgs.from_cli_args(args)
launch_server(server_args)
