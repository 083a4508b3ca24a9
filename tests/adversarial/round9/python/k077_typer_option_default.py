import sglang as sgl
import typer

app = typer.Typer()


@app.command()
def serve(kv_dtype: str = typer.Option("fp8_e5m2"), tp: int = 8):
    sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=tp, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv_dtype)


if __name__ == "__main__":
    app()
