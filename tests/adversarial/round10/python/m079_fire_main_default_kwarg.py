import fire
import sglang as sgl


def main(model_path: str = "deepseek-ai/DeepSeek-V3.2", kv_cache_dtype: str = "fp8_e5m2", tp: int = 8):
    engine = sgl.Engine(
        model_path=model_path,
        tp_size=tp,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype=kv_cache_dtype,
    )
    print(engine.generate("Hi", {"max_new_tokens": 4}))


if __name__ == "__main__":
    fire.Fire(main)
