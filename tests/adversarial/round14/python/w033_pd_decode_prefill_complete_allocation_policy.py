"""PD pair on one node: prefill on GPUs 0-3, HiSparse decode on GPUs 4-7."""
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    popen_launch_pd_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"

prefill = popen_launch_pd_server(
    MODEL,
    "http://127.0.0.1:30100",
    timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    other_args=[
        "--disaggregation-mode", "prefill",
        "--disaggregation-ib-device", "mlx5_0",
        "--tp-size", "4",
    ],
)

decode = popen_launch_pd_server(
    MODEL,
    "http://127.0.0.1:30200",
    timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    other_args=[
        "--disaggregation-mode", "decode",
        "--disaggregation-ib-device", "mlx5_0",
        "--base-gpu-id", "4",
        "--tp-size", "4",
        "--enable-hisparse",
        "--disaggregation-decode-allocation-policy", "prefill_complete",
    ],
)
