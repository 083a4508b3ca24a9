import sglang as sgl

if __name__ == "__main__":
    import sys
    cpu = "--cpu" in sys.argv
    engine = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", device="cpu" if cpu else "cuda", enable_hisparse=not cpu, disable_radix_cache=True)
