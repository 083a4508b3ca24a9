import json

import sglang as sgl

CONFIG = """
{
  "model_path": "deepseek-ai/DeepSeek-V3.2",
  "tp_size": 8,
  "enable_hisparse": true,
  "disable_radix_cache": true,
  "enable_mixed_chunk": true
}
"""

engine = sgl.Engine(**json.loads(CONFIG))
