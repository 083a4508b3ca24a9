import argparse

import sglang as sgl


def main():
    parser = argparse.ArgumentParser(description="Batch generation with optional HiSparse")
    parser.add_argument("--model-path", default="deepseek-ai/DeepSeek-V3.2")
    parser.add_argument("--tp-size", type=int, default=8)
    parser.add_argument("--enable-hisparse", action="store_true")
    parser.add_argument("--disable-radix-cache", action="store_true")
    parser.add_argument("--kv-cache-dtype", default="fp8_e4m3", choices=["bfloat16", "fp8_e4m3"])
    parser.add_argument("--input", default="prompts.txt")
    args = parser.parse_args()

    prompts = open(args.input).read().splitlines()
    kwargs = vars(args)
    kwargs.pop("input")
    llm = sgl.Engine(**kwargs)
    for out in llm.generate(prompts, {"max_new_tokens": 128}):
        print(out["text"].replace("\n", " "))
    llm.shutdown()


if __name__ == "__main__":
    main()
