"""Launches made through functools.partial, and options set on a copy of ServerArgs."""

import copy
import functools

import sglang as sgl
from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

# The call adds its keywords to the partial's: SGLang sees both.
make_engine = functools.partial(
    sgl.Engine,
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
)
llm = make_engine(kv_cache_dtype="fp8_e4m3")

# An option set on a copy after it is made: not followed, so reported.
base = ServerArgs(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
)
fast = copy.deepcopy(base)
fast.kv_cache_dtype = "fp8_e5m2"
launch_server(fast)
