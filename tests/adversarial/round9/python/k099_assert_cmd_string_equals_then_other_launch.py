import sglang as sgl


def render(kv):
    return f"--enable-hisparse --kv-cache-dtype {kv}"


def test_render():
    assert render("fp8_e5m2") == "--enable-hisparse --kv-cache-dtype fp8_e5m2"


def serve():
    return sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="nvfp4")
