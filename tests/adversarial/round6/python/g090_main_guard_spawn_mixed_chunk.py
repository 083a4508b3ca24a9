import multiprocessing as mp

import sglang as sgl

if __name__ == "__main__":
    mp.set_start_method("spawn", force=True)
    llm = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        enable_mixed_chunk=True,
        chunked_prefill_size=8192,
    )
    print(llm.generate("Hi", {"max_new_tokens": 4}))
