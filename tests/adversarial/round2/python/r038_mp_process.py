import multiprocessing as mp

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

if __name__ == "__main__":
    sa = ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2", port=30000)
    p = mp.Process(target=launch_server, args=(sa,))
    p.start()
    p.join()
