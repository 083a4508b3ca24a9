"""Helpers that would touch processes: they do nothing here. The platform tests answer
for the fake machine (`torch.PLATFORM`, set by a run's `FAKE_PLATFORM`)."""

from hsf_record import stand_in
from torch import PLATFORM


def kill_process_tree(*args: object, **kwargs: object) -> None:
    pass


def is_hip() -> bool:
    return PLATFORM == "rocm"


def is_cuda() -> bool:
    return PLATFORM == "cuda"


def is_cuda_alike() -> bool:
    return PLATFORM in ("cuda", "rocm")


def is_npu() -> bool:
    return PLATFORM == "npu"


def is_xpu() -> bool:
    return PLATFORM == "xpu"


def is_cpu() -> bool:
    return PLATFORM == "cpu"


__getattr__ = stand_in("sglang.srt.utils")
