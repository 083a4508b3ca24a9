import multiprocessing as mp

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

if __name__ == "__main__":
    mp.set_start_method("spawn", force=True)
    launch_server(
        ServerArgs(
            model_path="deepseek-ai/DeepSeek-V3.2",
            tp_size=8,
            host="0.0.0.0",
            port=30000,
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="fp8_e4m3",
            dsa_prefill_backend="flashmla_kv",
            dsa_decode_backend="trtllm",
        )
    )
