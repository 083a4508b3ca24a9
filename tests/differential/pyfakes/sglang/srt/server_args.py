"""`ServerArgs(**kwargs)` and `prepare_server_args(argv)`, both validated on creation."""

from hsf_record import launch_words, record, stand_in


class ServerArgs:
    def __init__(self, **kwargs: object) -> None:
        record("ServerArgs", launch_words(kwargs))
        self.__dict__.update(kwargs)


def prepare_server_args(argv: list[str]) -> ServerArgs:
    record("prepare_server_args", ["-m", "sglang.launch_server", *argv])
    server_args = ServerArgs.__new__(ServerArgs)
    return server_args


__getattr__ = stand_in("sglang.srt.server_args")
