"""Serve DeepSeek-V3.2 with HiSparse; the KV dtype names are shared with the bench CLI."""
import enum

import sglang as sgl


class KVDtype(str, enum.Enum):
    BF16 = "bfloat16"
    E4M3 = "fp8_e4m3"
    E5M2 = "fp8_e5m2"


def build_engine() -> sgl.Engine:
    return sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype=KVDtype.E5M2.value,
    )


if __name__ == "__main__":
    engine = build_engine()
    print(engine.get_server_info()["kv_cache_dtype"])
    engine.shutdown()
