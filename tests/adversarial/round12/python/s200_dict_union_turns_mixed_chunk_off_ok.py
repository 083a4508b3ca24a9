import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"

BASE = {
    "model_path": MODEL,
    "tp_size": 8,
    "chunked_prefill_size": 8192,
    "enable_mixed_chunk": True,
}

HISPARSE = {
    "enable_hisparse": True,
    "disable_radix_cache": True,
    "kv_cache_dtype": "bfloat16",
    "enable_mixed_chunk": False,  # HiSparse cannot merge mixed batches
}


def throughput(kw):
    llm = sgl.Engine(**kw)
    try:
        outs = llm.generate(["Write a limerick."] * 32, {"max_new_tokens": 64})
        return sum(o["meta_info"]["completion_tokens"] for o in outs)
    finally:
        llm.shutdown()


if __name__ == "__main__":
    print("baseline", throughput(BASE))
    print("hisparse", throughput(BASE | HISPARSE))
