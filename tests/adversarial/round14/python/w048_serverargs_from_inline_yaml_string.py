"""Single-file deployment: the server config is embedded so ops can diff it in review."""
import yaml

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

CONFIG = """
model_path: deepseek-ai/DeepSeek-V3.2
tp_size: 8
enable_hisparse: true
disable_radix_cache: true
kv_cache_dtype: fp8_e5m2
host: 0.0.0.0
port: 30000
"""

if __name__ == "__main__":
    server_args = ServerArgs(**yaml.safe_load(CONFIG))
    launch_server(server_args)
