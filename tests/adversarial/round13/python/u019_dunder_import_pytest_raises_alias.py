import sglang as sgl

raises = __import__("pytest").raises


def test_hisparse_refuses_fp4_block_kv():
    with raises(Exception, match="kv_cache_dtype"):
        sgl.Engine(
            model_path="deepseek-ai/DeepSeek-V3.2",
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="fp4_mx_block16",
        )
