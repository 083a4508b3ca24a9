"""A synthetic repository shaped like a real one: mostly clean code, about 1% HiSparse launches.

The mix follows a serving repo: 60% Python, 15% shell, then Markdown, YAML, TOML, a
few notebooks and Dockerfiles. Clean files are varied (names and sizes change with
the index, some mention SGLang) so that neither the tool nor grep sees one file
repeated. Launches are copies of the `fixtures/` recipes that the tool fixes under
the default settings, in the formats whose adapters read something.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

MIX = (
    ("python", ".py", 60),
    ("shell", ".sh", 15),
    ("markdown", ".md", 10),
    ("yaml", ".yaml", 8),
    ("toml", ".toml", 5),
    ("notebook", ".ipynb", 1),
    ("dockerfile", "Dockerfile", 1),
)
"""(format, suffix or file name, percent of the files)."""

LAUNCH_EVERY = 100
"""One file in this many is a launch to fix."""


def _python(index: int) -> str:
    functions = "\n\n".join(
        f'''def step_{index}_{n}(items: list[int], scale: float = {n}.5) -> list[float]:
    """Scale and filter one batch of the {index} pipeline."""
    result = []
    for position, item in enumerate(items):
        if item % {n + 2} == 0:
            continue
        value = item * scale + position
        result.append(round(value, 3))
    logger.debug("step %s kept %d of %d", "{n}", len(result), len(items))
    return result'''
        for n in range(3 + index % 9)
    )
    return f'''"""Batch helpers for job {index}; sglang runs elsewhere."""

from __future__ import annotations

import logging
import subprocess
import sys

logger = logging.getLogger(__name__)
MODEL = "deepseek-ai/DeepSeek-V3.2-Exp"


{functions}


def run_tests() -> int:
    command = [sys.executable, "-m", "pytest", "-q", "tests/test_{index}.py"]
    return subprocess.run(command, check=False).returncode


if __name__ == "__main__":
    raise SystemExit(run_tests())
'''


def _shell(index: int) -> str:
    lines = "\n".join(
        f'  make -C "services/{index}" target{n} JOBS={n + 1}' for n in range(5 + index % 7)
    )
    return f"""#!/usr/bin/env bash
# Build and upload the artefacts of service {index}.
set -euo pipefail
cd "$(dirname "$0")/.."
for target in html latexpdf; do
{lines}
done
python3 -m sglang.check_env > "logs/env-{index}.txt"
rsync -av --delete "build/{index}/" "$DOCS_HOST:/srv/docs/$VERSION/"
echo "uploaded {index}"
"""


def _markdown(index: int) -> str:
    sections = "\n\n".join(
        f"## Part {n}\n\nService {index} serves requests through SGLang with radix caching; "
        f"see `docs/{index}/{n}.md` for the tuning notes.\n\n"
        f"```sh\nmake -C services/{index} deploy\n```"
        for n in range(2 + index % 5)
    )
    return f"# Service {index}\n\n{sections}\n"


def _yaml(index: int) -> str:
    steps = "\n".join(
        f"      - name: step {n}\n        run: make -C services/{index} check{n}"
        for n in range(3 + index % 6)
    )
    return f"""name: ci-{index}
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
{steps}
"""


def _toml(index: int) -> str:
    return f"""[project]
name = "service-{index}"
version = "1.{index % 10}.0"
dependencies = ["sglang>=0.5", "requests"]

[tool.ruff]
line-length = 100

[tool.pytest.ini_options]
testpaths = ["tests/{index}"]
"""


def _notebook(index: int) -> str:
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": [f"# Notebook {index}\n"]},
        {
            "cell_type": "code",
            "metadata": {},
            "execution_count": None,
            "outputs": [],
            "source": ["import sglang as sgl\n", f"print({index})\n"],
        },
    ]
    return json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


def _dockerfile(index: int) -> str:
    return f"""FROM lmsysorg/sglang:v0.5.23
WORKDIR /srv/{index}
COPY . .
RUN pip install -e .
CMD ["python3", "-m", "sglang.check_env"]
"""


CLEAN = {
    "python": _python,
    "shell": _shell,
    "markdown": _markdown,
    "yaml": _yaml,
    "toml": _toml,
    "notebook": _notebook,
    "dockerfile": _dockerfile,
}


@dataclass(frozen=True)
class Built:
    files: int
    launches: tuple[str, ...]
    """Relative paths of the launch files to fix."""


def _slots() -> list[tuple[str, str]]:
    """One hundred (format, suffix) slots in the proportions of MIX."""
    return [(name, suffix) for name, suffix, percent in MIX for _ in range(percent)]


def _place(index: int) -> Path:
    return Path(f"team{index % 23}") / f"service{index % 41}" / f"part{index % 5}"


def _file_name(index: int, suffix: str, stem: str) -> str:
    """`job12.py`; a whole file name (`Dockerfile`) as it is; `launch12` for a script."""
    if suffix and not suffix.startswith("."):
        return suffix
    return f"{stem}{index}{suffix}"


def iter_files(count: int, recipes: dict[str, list[Path]]) -> Iterator[tuple[Path, bytes, bool]]:
    """(relative path, bytes, is a launch to fix) for `count` files."""
    slots = _slots()
    launch_slots = [slot for slot in slots if recipes.get(slot[0])]
    for index in range(count):
        launch = bool(launch_slots) and index % LAUNCH_EVERY == LAUNCH_EVERY // 2
        if launch:
            name, suffix = launch_slots[index // LAUNCH_EVERY * 37 % len(launch_slots)]
        else:
            name, suffix = slots[index * 37 % len(slots)]
        folder = _place(index)
        if name == "dockerfile":
            folder = folder / f"image{index}"
        if launch:
            chosen = recipes[name][index // LAUNCH_EVERY % len(recipes[name])]
            data = chosen.read_bytes()
            file_suffix = chosen.suffix if suffix.startswith(".") else suffix
            yield folder / _file_name(index, file_suffix, "launch"), data, True
        else:
            yield folder / _file_name(index, suffix, "job"), CLEAN[name](index).encode(), False


def build(folder: Path, count: int, recipes: dict[str, list[Path]]) -> Built:
    """Write the repository under `folder`."""
    launches = []
    made: set[Path] = set()
    for relative, data, is_launch in iter_files(count, recipes):
        target = folder / relative
        if target.parent not in made:
            target.parent.mkdir(parents=True, exist_ok=True)
            made.add(target.parent)
        target.write_bytes(data)
        if is_launch:
            launches.append(relative.as_posix())
    return Built(count, tuple(launches))
