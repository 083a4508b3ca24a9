#!/bin/bash
# Print the server's options: argparse exits before any HiSparse check.
python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2 --help
python3 -m sglang.launch_server --device cpu --enable-hisparse -h | grep hisparse
