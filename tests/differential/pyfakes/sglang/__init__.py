"""Fake `sglang` for the differential test: launches are recorded, nothing runs."""

from hsf_record import launch_words, record, stand_in

from sglang.srt.entrypoints.engine import Engine


class Runtime:
    """`sgl.Runtime(**kwargs)`: starts a server with the same settings as `Engine`."""

    def __init__(self, **kwargs: object) -> None:
        record("sgl.Runtime", launch_words(kwargs))

    def shutdown(self) -> None:
        pass


__getattr__ = stand_in("sglang")
__all__ = ["Engine", "Runtime"]
