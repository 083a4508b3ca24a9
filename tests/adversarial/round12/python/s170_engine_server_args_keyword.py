from sglang.srt.server_args import ServerArgs

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"

server_args = ServerArgs(
    model_path=MODEL,
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e5m2",
    hisparse_config='{"top_k": 2048, "device_buffer_size": 4096}',
)


def main():
    llm = sgl.Engine(server_args=server_args)
    try:
        out = llm.generate(["Write a haiku about KV caches."], {"max_new_tokens": 48})
        print(out[0]["text"])
    finally:
        llm.shutdown()


if __name__ == "__main__":
    main()
