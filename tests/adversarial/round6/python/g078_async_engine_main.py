import asyncio

import sglang as sgl


async def main():
    llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True,
                     disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
    outs = await asyncio.gather(*[llm.async_generate(p, {"max_new_tokens": 16}) for p in ["a", "b"]])
    print(outs)
    llm.shutdown()


if __name__ == "__main__":
    asyncio.run(main())
