"""`launch_server_cmd` and `execute_shell_command` as SGLang 0.5.23 runs them.

The command string is split on whitespace, not by a shell (quotes stay in the
words), leading `NAME=VALUE` words go to the environment, and the words run
with `subprocess.Popen`, where the stand-ins on `PATH` record them.
"""

import os
import subprocess

from hsf_record import stand_in

DEFAULT_PORT = 30000


def execute_shell_command(command: str) -> subprocess.Popen:
    parts = command.replace("\\\n", " ").replace("\\", " ").split()
    env = os.environ.copy()
    while parts and "=" in parts[0] and not parts[0].startswith(("-", "/")):
        key, _, value = parts[0].partition("=")
        if not key.replace("_", "").isalnum():
            break
        env[key] = value
        parts.pop(0)
    return subprocess.Popen(parts, text=True, stderr=subprocess.STDOUT, env=env)


def launch_server_cmd(command: str, host: str = "0.0.0.0", port: int | None = None):
    port = DEFAULT_PORT if port is None else port
    return execute_shell_command(f"{command} --port {port}"), port


def print_highlight(text: object) -> None:
    print(text)


def terminate_process(process: object) -> None:
    pass


def wait_for_server(*args: object, **kwargs: object) -> None:
    pass


__getattr__ = stand_in("sglang.utils")
