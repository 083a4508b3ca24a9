"""Property test: every non-HiSparse KV dtype is refused when HiSparse is on."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sglang.srt.server_args import ServerArgs

MODEL = "deepseek-ai/DeepSeek-V3.2"
REFUSED = ["fp8_e5m2", "mxfp8", "nvfp4", "fp4_mx_block16"]


@given(kv=st.sampled_from(REFUSED))
@settings(max_examples=len(REFUSED), deadline=None)
def test_hisparse_refuses_kv_dtype(kv):
    with pytest.raises(ValueError, match="HiSparse requires one of"):
        ServerArgs(
            model_path=MODEL,
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype=kv,
        ).check_server_args()
