import pytest

from sglang.srt.server_args import ServerArgs


def test_hisparse_refuses_mixed_chunk():
    with pytest.raises(ValueError, match="does not support --enable-mixed-chunk"):
        ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, enable_mixed_chunk=True).check_server_args()
