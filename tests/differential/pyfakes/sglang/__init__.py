"""Fake `sglang` for the differential test: launches are recorded, nothing runs."""

from hsf_record import stand_in

from sglang.srt.entrypoints.engine import Engine

__getattr__ = stand_in("sglang")
__all__ = ["Engine"]
