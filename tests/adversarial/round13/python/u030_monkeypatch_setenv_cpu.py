import sglang as sgl


def test_tiny_dsa_cpu(monkeypatch):
    monkeypatch.setenv("SGLANG_USE_CPU_ENGINE", "1")
    engine = sgl.Engine(
        model_path="/models/dsv32-tiny-random",
        enable_hisparse=True,
        disable_radix_cache=True,
    )
    try:
        out = engine.generate("abc", {"max_new_tokens": 2})
        assert out["text"]
    finally:
        engine.shutdown()
