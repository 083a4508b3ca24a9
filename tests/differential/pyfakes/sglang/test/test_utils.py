"""SGLang's test helpers: `popen_launch_server` builds its command as 0.5.23 does.

`sglang serve --model-path MODEL *other_args [--device DEVICE] --host --port`;
`device="auto"` detects a CUDA GPU here (the default platform of the tool).
"""

import os
import subprocess
import unittest

from hsf_record import stand_in

DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH = 600
DEFAULT_URL_FOR_TEST = "http://127.0.0.1:21000"
DEFAULT_MODEL_NAME_FOR_TEST = "meta-llama/Llama-3.1-8B-Instruct"


class CustomTestCase(unittest.TestCase):
    pass


def popen_launch_server(
    model: str,
    base_url: str,
    timeout: float,
    api_key: str | None = None,
    other_args: list[object] | tuple[object, ...] | None = None,
    env: dict[str, str] | None = None,
    return_stdout_stderr: object = None,
    device: str = "auto",
    pd_separated: bool = False,
    num_replicas: int | None = None,
) -> subprocess.Popen:
    other_args = list(other_args or [])
    if device == "auto":
        other_args += ["--device", "cuda"]
    merged = os.environ.copy()
    merged.update(env or {})
    _, host, port = base_url.split(":")
    mixed = not pd_separated and num_replicas is not None
    if pd_separated or mixed:
        command = ["python3", "-m", "sglang.launch_pd_server", "--model-path", model]
    else:
        command = ["sglang", "serve", "--model-path", model]
    command += [str(word) for word in other_args]
    if pd_separated or mixed:
        command += ["--lb-host", host[2:], "--lb-port", port]
    else:
        command += ["--host", host[2:], "--port", port]
    if mixed:
        command += ["--mixed", "--num-replicas", str(num_replicas)]
    if api_key:
        command += ["--api-key", api_key]
    return subprocess.Popen(command, env=merged)


def is_in_ci() -> bool:
    return False


__getattr__ = stand_in("sglang.test.test_utils")
