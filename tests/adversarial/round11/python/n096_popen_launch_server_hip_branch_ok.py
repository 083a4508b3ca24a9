from sglang.srt.utils import is_hip
from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, popen_launch_server

backend = "tilelang" if is_hip() else "flashmla_kv"
proc = popen_launch_server(
    "deepseek-ai/DeepSeek-V3.2",
    DEFAULT_URL_FOR_TEST,
    timeout=1800,
    other_args=["--tp", "8", "--enable-hisparse", "--disable-radix-cache",
                "--kv-cache-dtype", "fp8_e4m3", "--dsa-decode-backend", backend],
)
