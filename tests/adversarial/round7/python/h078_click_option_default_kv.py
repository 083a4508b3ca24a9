import click
import sglang as sgl


@click.command()
@click.option("--kv", default="fp8_e5m2", show_default=True)
@click.option("--tp", default=8)
def main(kv, tp):
    llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=tp, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv)
    print(llm.generate("hello", {"max_new_tokens": 8}))


if __name__ == "__main__":
    main()
