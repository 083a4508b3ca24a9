from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

# Same keys as the team's recipe YAML, pasted here for the single-node run.
FLAGS = {
    "model-path": "deepseek-ai/DeepSeek-V3.2",
    "tp-size": 8,
    "enable-hisparse": True,
    "disable-radix-cache": True,
    "kv-cache-dtype": "fp8_e5m2",
    "port": 30000,
}

if __name__ == "__main__":
    server_args = ServerArgs(**{k.replace("-", "_"): v for k, v in FLAGS.items()})
    launch_server(server_args)
