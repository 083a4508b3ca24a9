import asyncio
import sglang as sgl


async def main():
    llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
    await llm.async_generate("hi")

asyncio.run(main())
