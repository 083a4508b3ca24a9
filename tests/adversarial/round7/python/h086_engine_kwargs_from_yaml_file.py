import yaml
import sglang as sgl

with open("hisparse.yaml") as f:
    opts = yaml.safe_load(f)
llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, **opts)
