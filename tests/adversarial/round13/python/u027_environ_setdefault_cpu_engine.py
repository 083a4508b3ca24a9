import os

os.environ.setdefault("SGLANG_USE_CPU_ENGINE", "1")

import sglang as sgl  # noqa: E402

engine = sgl.Engine(
    model_path="/models/dsv32-tiny-random",
    enable_hisparse=True,
    disable_radix_cache=True,
)
print(engine.generate("hello", {"max_new_tokens": 4}))
engine.shutdown()
