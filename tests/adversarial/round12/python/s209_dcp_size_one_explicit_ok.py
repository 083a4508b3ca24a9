import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"


def main():
    llm = sgl.Engine(
        model_path=MODEL,
        tp_size=8,
        dcp_size=1,  # decode context parallel stays off with HiSparse
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e4m3",
        dsa_prefill_backend="flashinfer_sparse_mla",
        dsa_decode_backend="flashmla_kv",
    )
    try:
        out = llm.generate("Give me one fun fact about octopuses.", {"max_new_tokens": 48})
        print(out["text"])
    finally:
        llm.shutdown()


if __name__ == "__main__":
    main()
