import pytest

from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, popen_launch_server
from sglang.srt.utils import kill_process_tree


@pytest.mark.parametrize("kv", ["fp8_e4m3", "bfloat16"])
def test_hisparse_serves(kv):
    proc = popen_launch_server(
        "deepseek-ai/DeepSeek-V3.2",
        DEFAULT_URL_FOR_TEST,
        timeout=1800,
        other_args=["--tp", "8", "--enable-hisparse", "--disable-radix-cache",
                    "--kv-cache-dtype", kv, "--dsa-decode-backend", "flashmla_kv"],
    )
    kill_process_tree(proc.pid)
