"""Fake `torch`: a CUDA machine with eight GPUs, the tool's default platform.

A run declared with `FAKE_PLATFORM=rocm` (or `npu`, `xpu`, `cpu`) is a machine of that
platform instead, so that each platform branch of a fixture runs.
"""

import os
from types import SimpleNamespace

from hsf_record import stand_in

PLATFORM = os.environ.get("FAKE_PLATFORM", "cuda")

cuda = SimpleNamespace(
    is_available=lambda: PLATFORM in ("cuda", "rocm"),
    device_count=lambda: 8 if PLATFORM in ("cuda", "rocm") else 0,
)
xpu = SimpleNamespace(is_available=lambda: PLATFORM == "xpu")
npu = SimpleNamespace(is_available=lambda: PLATFORM == "npu")
version = SimpleNamespace(
    cuda="12.8" if PLATFORM == "cuda" else None, hip="6.4" if PLATFORM == "rocm" else None
)
__version__ = "2.9.0"
__getattr__ = stand_in("torch")
