import os

import sglang as sgl

USE_CPU = 1
os.environ["SGLANG_USE_CPU_ENGINE"] = str(USE_CPU)

engine = sgl.Engine(
    model_path="/models/glm5-tiny-random",
    enable_hisparse=True,
    disable_radix_cache=True,
)
engine.shutdown()
