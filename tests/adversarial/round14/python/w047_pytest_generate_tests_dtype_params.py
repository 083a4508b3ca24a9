from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    popen_launch_server,
)


def pytest_generate_tests(metafunc):
    # one server per KV dtype we ship recipes for
    if "kv_cache_dtype" in metafunc.fixturenames:
        metafunc.parametrize("kv_cache_dtype", ["bfloat16", "fp8_e5m2"])


def test_hisparse_server_starts(kv_cache_dtype):
    proc = popen_launch_server(
        "deepseek-ai/DeepSeek-V3.2",
        DEFAULT_URL_FOR_TEST,
        timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
        other_args=[
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype",
            kv_cache_dtype,
        ],
    )
    kill_process_tree(proc.pid)
