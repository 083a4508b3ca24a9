"""Fake `torch`: a CUDA machine with eight GPUs, the tool's default platform."""

from types import SimpleNamespace

from hsf_record import stand_in

cuda = SimpleNamespace(is_available=lambda: True, device_count=lambda: 8)
version = SimpleNamespace(cuda="12.8", hip=None)
__version__ = "2.9.0"
__getattr__ = stand_in("torch")
