import pytest
from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, popen_launch_server
from sglang.srt.utils import kill_process_tree

MODEL = "zai-org/GLM-5"


@pytest.mark.parametrize(
    "extra",
    [
        ["--kv-cache-dtype", "bfloat16"],
        ["--kv-cache-dtype", "fp8_e4m3"],
        ["--kv-cache-dtype", "mxfp8"],
    ],
    ids=["bf16", "e4m3", "mxfp8"],
)
def test_glm5_hisparse_dtypes(extra):
    proc = popen_launch_server(
        MODEL,
        DEFAULT_URL_FOR_TEST,
        timeout=1800,
        other_args=["--tp", "8", "--enable-hisparse", "--disable-radix-cache", *extra],
    )
    kill_process_tree(proc.pid)
