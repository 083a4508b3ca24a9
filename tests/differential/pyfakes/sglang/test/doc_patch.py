"""The docs' `launch_server_cmd`: SGLang's, with the docs' extra flags appended."""

from hsf_record import stand_in

from sglang.utils import DEFAULT_PORT, execute_shell_command


def launch_server_cmd(command: str, host: str = "0.0.0.0", port: int | None = None):
    port = DEFAULT_PORT if port is None else port
    extra = (
        "--max-running-requests 64 --max-total-tokens 20480 --disable-cuda-graph "
        "--cuda-graph-max-bs-decode 4"
    )
    return execute_shell_command(f"{command} --port {port} {extra}"), port


__getattr__ = stand_in("sglang.test.doc_patch")
