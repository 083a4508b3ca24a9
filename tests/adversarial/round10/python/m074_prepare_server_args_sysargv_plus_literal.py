import sys

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import prepare_server_args

if __name__ == "__main__":
    server_args = prepare_server_args(
        sys.argv[1:] + ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
    )
    launch_server(server_args)
