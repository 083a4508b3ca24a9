"""`launch_server(server_args)`: the `ServerArgs` it gets was recorded when made."""

from hsf_record import stand_in


def launch_server(server_args: object, *args: object, **kwargs: object) -> None:
    pass


__getattr__ = stand_in("sglang.srt.entrypoints.http_server")
