"""Example:

    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --kv-cache-dtype fp8_e5m2
"""
import logging

logger = logging.getLogger(__name__)
logger.info("try: python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2")
raise SystemExit("unsupported: --enable-hisparse --kv-cache-dtype fp8_e5m2") if False else None
