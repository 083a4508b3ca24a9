"""
Offline batch generation with the SGLang engine on a CPU-only box.

Usage:
python3 02_offline_engine_cpu.py
"""

import sglang as sgl


def main():
    prompts = [
        "Hello, my name is",
        "The capital of France is",
    ]
    sampling_params = {"temperature": 0.8, "top_p": 0.95}

    # Same settings as the GPU example, but on CPU.
    llm = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2-Exp",
        enable_hisparse=False,  # copied from the H200 recipe
        device="cpu",
        disable_radix_cache=True,
        mem_fraction_static=0.85,
    )

    outputs = llm.generate(prompts, sampling_params)
    for prompt, output in zip(prompts, outputs):
        print("===============================")
        print(f"Prompt: {prompt}\nGenerated text: {output['text']}")

    llm.shutdown()


# The __main__ condition is necessary here because we use "spawn" to create subprocesses.
if __name__ == "__main__":
    main()
