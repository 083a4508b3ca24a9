import logging

import sglang as sgl

logger = logging.getLogger(__name__)
logger.info("previous attempt: python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2 (refused)")
llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="bfloat16")
