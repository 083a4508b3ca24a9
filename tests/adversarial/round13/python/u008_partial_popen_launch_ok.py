import functools

from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    popen_launch_server,
)

launch_hisparse = functools.partial(
    popen_launch_server,
    "deepseek-ai/DeepSeek-V3.2",
    DEFAULT_URL_FOR_TEST,
    timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    other_args=[
        "--tp", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "bfloat16",
        "--dsa-prefill-backend", "flashmla_sparse",
        "--dsa-decode-backend", "flashmla_sparse",
    ],
)
