"""An engine factory made with functools.partial, called by each benchmark."""

from functools import partial

import sglang as sgl

make_engine = partial(
    sgl.Engine,
    model_path="deepseek-ai/DeepSeek-V3.2-Exp",
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
)

if __name__ == "__main__":
    for tp_size in (4, 8):
        make_engine(tp_size=tp_size)
