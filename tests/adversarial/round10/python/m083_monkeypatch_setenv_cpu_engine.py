import sglang as sgl


def test_cpu_hisparse_smoke(monkeypatch):
    monkeypatch.setenv("SGLANG_USE_CPU_ENGINE", "1")
    engine = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, mem_fraction_static=0.5)
    try:
        assert engine.generate("hi", {"max_new_tokens": 1})
    finally:
        engine.shutdown()
