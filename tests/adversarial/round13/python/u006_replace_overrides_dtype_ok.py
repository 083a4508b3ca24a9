from dataclasses import replace

import sglang as sgl
from sglang.srt.server_args import ServerArgs

plain = ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, kv_cache_dtype="fp8_e5m2")
sparse = replace(plain, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e4m3")


def run(args):
    engine = sgl.Engine(server_args=args)
    try:
        return engine.generate("ping", {"max_new_tokens": 1})
    finally:
        engine.shutdown()


if __name__ == "__main__":
    run(plain)
    run(sparse)
