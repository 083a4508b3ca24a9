"""One small launch of each format, judged to make a process ready to judge.

Judging a file the first time in a process costs more than the next ones: the
reader's parser is imported (libcst's import alone is about 130 ms), the rules are
imported on first use, and the readers fill their per-process tables (libcst's field
order of each node type, compiled patterns). A process that judges these samples
first pays all of that once, and the worker processes forked from it start ready
(`starter`). Each sample is a launch with a fix, so that the rules, the consensus and
the edits all run (a second pass and a finding's own fix run the same code again).
"""

from __future__ import annotations

from collections.abc import Callable

from hisparse_fix.sglang.settings import Settings

_LAUNCH = "--enable-hisparse --kv-cache-dtype fp8_e5m2 --dsa-decode-backend flashmla_kv"

SAMPLES: dict[str, tuple[str, str]] = {
    "python": (
        "launch.py",
        "import subprocess\n\n"
        'MODEL = "deepseek-ai/DeepSeek-V3.2-Exp"\n'
        f"EXTRA = {_LAUNCH.split()!r}\n"
        'subprocess.run(["python3", "-m", "sglang.launch_server", "--model-path", MODEL,'
        " *EXTRA], check=True)\n",
    ),
    "shell": (
        "launch.sh",
        "#!/bin/sh\nMODEL=deepseek-ai/DeepSeek-V3.2-Exp\n"
        f'python3 -m sglang.launch_server --model-path "$MODEL" \\\n  {_LAUNCH}\n',
    ),
    "yaml": (
        "deployment.yaml",
        "spec:\n  containers:\n    - name: sglang\n"
        "      command: [python3, -m, sglang.launch_server]\n"
        "      args: [--model-path, deepseek-ai/DeepSeek-V3.2-Exp, "
        + ", ".join(_LAUNCH.split())
        + "]\n",
    ),
    "toml": (
        "config.toml",
        'model-path = "deepseek-ai/DeepSeek-V3.2-Exp"\nenable-hisparse = true\n'
        'kv-cache-dtype = "fp8_e5m2"\n',
    ),
    "markdown": (
        "README.md",
        "# Launch\n\n```bash\npython3 -m sglang.launch_server"
        f" --model-path deepseek-ai/DeepSeek-V3.2-Exp {_LAUNCH}\n```\n",
    ),
    "dockerfile": (
        "Dockerfile",
        "FROM lmsysorg/sglang:latest\n"
        'CMD ["python3", "-m", "sglang.launch_server", "--model-path",'
        ' "deepseek-ai/DeepSeek-V3.2-Exp", '
        + ", ".join(f'"{word}"' for word in _LAUNCH.split())
        + "]\n",
    ),
    "notebook": (
        "launch.ipynb",
        '{"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "source":'
        ' ["!python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp '
        + _LAUNCH
        + '"]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n',
    ),
}
"""By format name: a file name and a launch that each rule of the default settings
reads and the fixes change."""


def warm_up(stop: Callable[[], bool] = lambda: False) -> None:
    """Import every adapter and the rules, then judge the samples in the order of
    `SAMPLES` (Python's first: its reader costs the most to make ready) until `stop()`
    says the process has other work. Nothing is written; a sample that fails to judge
    only leaves its costs to the first real file. A format whose parser starts threads
    is left out: the process stays one that may fork its workers."""
    from hisparse_fix.engine.pipeline import prepare, process_bytes
    from hisparse_fix.formats import BY_NAME, FORMATS

    prepare(FORMATS)
    settings = Settings()
    for position, (name, (label, text)) in enumerate(SAMPLES.items()):
        if position and stop():
            return
        if BY_NAME[name].starts_threads:
            continue
        process_bytes(label, text.encode(), BY_NAME[name], settings, own_fixes=False, settle=False)
