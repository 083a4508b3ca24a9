import logging
import textwrap

log = logging.getLogger(__name__)
EXAMPLE = "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2"
log.info("not running: %s", EXAMPLE)
print(f"refused example: {EXAMPLE}")
