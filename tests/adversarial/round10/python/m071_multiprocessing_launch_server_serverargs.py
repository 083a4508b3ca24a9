import multiprocessing as mp

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs


def main():
    server_args = ServerArgs(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        enable_mixed_chunk=True,
        port=30000,
    )
    proc = mp.Process(target=launch_server, args=(server_args,))
    proc.start()
    proc.join()


if __name__ == "__main__":
    main()
