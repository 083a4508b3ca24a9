"""Run the engine smoke test in a fresh interpreter (keeps CUDA state out of pytest)."""
import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    '''
    import sglang as sgl

    engine = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e5m2",
    )
    print(engine.generate("ping", {"max_new_tokens": 2})["text"])
    engine.shutdown()
    '''
)


def test_engine_in_subprocess():
    subprocess.run([sys.executable, "-"], input=SCRIPT, text=True, check=True)
