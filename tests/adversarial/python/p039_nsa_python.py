from sglang.test.test_utils import popen_launch_server

OTHER = [
    "--enable-hisparse",
    "--disable-radix-cache",
    "--nsa-prefill-backend", "flashmla_sparse",
    "--kv-cache-dtype", "bfloat16",
]
popen_launch_server("deepseek-ai/DeepSeek-V3.2-Exp", "http://127.0.0.1:30000", timeout=600, other_args=OTHER)
