import sglang as sgl

MODEL = "zai-org/GLM-5"
SWITCHES = dict.fromkeys(
    ["enable_hisparse", "disable_radix_cache", "trust_remote_code", "enable_metrics"],
    True,
)


def build_engine() -> sgl.Engine:
    return sgl.Engine(model_path=MODEL, tp_size=8, kv_cache_dtype="nvfp4", **SWITCHES)


if __name__ == "__main__":
    engine = build_engine()
    print(engine.get_server_info())
    engine.shutdown()
