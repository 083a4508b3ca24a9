"""HiSparse engine factory.

LEGACY_DEFAULTS is the 0.5.10-era record kept for the audit trail (it is
written next to every run's results); PINNED is what we actually serve with.
"""
import json
from collections import ChainMap
from pathlib import Path

import sglang as sgl

LEGACY_DEFAULTS = {
    "model_path": "deepseek-ai/DeepSeek-V3.2",
    "tp_size": 8,
    "enable_hisparse": True,
    "disable_radix_cache": False,
    "kv_cache_dtype": "fp8_e5m2",
}

PINNED = {
    "kv_cache_dtype": "bfloat16",
    "disable_radix_cache": True,
}


def make_engine(run_dir: Path) -> sgl.Engine:
    (run_dir / "legacy_defaults.json").write_text(json.dumps(LEGACY_DEFAULTS, indent=2))
    return sgl.Engine(**ChainMap(PINNED, LEGACY_DEFAULTS))
