import os

import sglang as sgl


def main():
    os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
    llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True)
    print(llm.generate("hi"))


if __name__ == "__main__":
    main()
