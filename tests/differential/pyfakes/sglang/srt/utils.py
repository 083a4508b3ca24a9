"""Helpers that would touch processes: they do nothing here."""

from hsf_record import stand_in


def kill_process_tree(*args: object, **kwargs: object) -> None:
    pass


__getattr__ = stand_in("sglang.srt.utils")
