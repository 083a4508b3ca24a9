from sglang.srt.utils import is_hip
from sglang.test.test_utils import popen_launch_server

args = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]
if is_hip():
    args += ["--dsa-decode-backend", "tilelang", "--dsa-prefill-backend", "tilelang"]
else:
    args += ["--dsa-decode-backend", "flashmla_kv"]

proc = popen_launch_server("deepseek-ai/DeepSeek-V3.2-Exp", "http://127.0.0.1:30000", timeout=600, other_args=args)
