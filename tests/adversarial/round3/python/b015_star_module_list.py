from sglang.test.test_utils import popen_launch_server

EXTRA = ["--kv-cache-dtype", "mxfp8"]


def start():
    return popen_launch_server("deepseek-ai/DeepSeek-V3.2-Exp", "http://127.0.0.1:30000", timeout=600,
                               other_args=["--enable-hisparse", "--disable-radix-cache", *EXTRA])
