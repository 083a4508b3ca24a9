import argparse
import sglang as sgl
p = argparse.ArgumentParser()
p.add_argument('--kv', default='fp8_e5m2')
a = p.parse_args()
llm = sgl.Engine(model_path='deepseek-ai/DeepSeek-V3.2-Exp', enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=a.kv)
