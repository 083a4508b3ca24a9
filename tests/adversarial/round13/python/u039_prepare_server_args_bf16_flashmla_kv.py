from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import prepare_server_args

if __name__ == "__main__":
    server_args = prepare_server_args(
        [
            "--model-path", "deepseek-ai/DeepSeek-V3.2",
            "--tp", "8",
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype", "bf16",
            "--dsa-prefill-backend", "flashmla_kv",
        ]
    )
    launch_server(server_args)
