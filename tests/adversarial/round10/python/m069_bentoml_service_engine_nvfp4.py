import bentoml
import sglang as sgl


@bentoml.service(resources={"gpu": 8}, traffic={"timeout": 600})
class DeepSeekHiSparse:
    def __init__(self) -> None:
        self.engine = sgl.Engine(
            model_path="deepseek-ai/DeepSeek-V3.2",
            tp_size=8,
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="nvfp4",
        )

    @bentoml.api
    async def generate(self, prompt: str) -> str:
        out = await self.engine.async_generate(prompt, {"max_new_tokens": 256})
        return out["text"]
