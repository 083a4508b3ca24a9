"""CPU regression job: runs on the Xeon pool, no accelerators."""
import os

import sglang as sgl

os.environ.update({"SGLANG_USE_CPU_ENGINE": "1", "OMP_NUM_THREADS": "32"})


def main():
    engine = sgl.Engine(
        model_path="/models/dsv32-tiny-random",
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="bfloat16",
    )
    engine.shutdown()


if __name__ == "__main__":
    main()
