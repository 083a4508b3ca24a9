import multiprocessing as mp

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs


def serve():
    args = ServerArgs(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="nvfp4",
    )
    launch_server(args)


if __name__ == "__main__":
    mp.set_start_method("spawn")
    p = mp.Process(target=serve, daemon=False)
    p.start()
    p.join()
