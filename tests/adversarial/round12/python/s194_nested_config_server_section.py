"""Offline eval: one engine config, one sampling config, kept together."""

import json

import sglang as sgl

CONFIG = {
    "server": {
        "model_path": "deepseek-ai/DeepSeek-V3.2",
        "tp_size": 8,
        "enable_hisparse": True,
        "disable_radix_cache": True,
        "kv_cache_dtype": "mxfp8",
    },
    "sampling": {"temperature": 0.0, "max_new_tokens": 256},
    "dataset": "eval/longbench_subset.jsonl",
}


def main():
    llm = sgl.Engine(**CONFIG["server"])
    rows = [json.loads(line) for line in open(CONFIG["dataset"])]
    outs = llm.generate([r["prompt"] for r in rows], CONFIG["sampling"])
    hits = sum(r["answer"].lower() in o["text"].lower() for r, o in zip(rows, outs))
    print(f"accuracy {hits / len(rows):.3f}")
    llm.shutdown()


if __name__ == "__main__":
    main()
