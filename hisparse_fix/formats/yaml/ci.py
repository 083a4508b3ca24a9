"""The environment a CI script runs with: GitHub Actions `env:`, GitLab `variables:`,
SkyPilot `envs:`.

A GitHub Actions step's `run:` script sees the workflow's, then its job's,
then its job container's, then its own `env:`; a GitLab job's `script:` (and
`before_script:` / `after_script:`) sees the file's, then its job's
`variables:`; a SkyPilot task's `setup:` and `run:` see its `envs:`. A value the
CI fills in (`${{ matrix.cpu }}`, `$CI_JOB_NAME`) is not known: the script
reads it as a variable whose value the tool cannot see.
"""

from __future__ import annotations

import re

from hisparse_fix.formats.yaml.document import Composed, Node, Path, at, kind, pairs
from hisparse_fix.formats.yaml.values import FILLED_IN, resolved

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_GITLAB_SCRIPTS = frozenset({"script", "before_script", "after_script"})

Environment = list[tuple[str, str | None, Node]]
"""Names in the order they are set, each with its value (None: not known) and node."""
PLATFORM = "SGLANG_USE_CPU_ENGINE"
"""The variable that decides the platform: an unknown value leaves it unknown."""


def environment(composed: Composed, path: Path) -> Environment | None:
    """The environment of the CI script at `path`, or None when it is no CI script."""
    holders = _github(path) or _gitlab(composed, path) or _skypilot(composed, path)
    if holders is None:
        return None
    out: Environment = []
    for holder, key in holders:
        node = at(composed.documents, holder)
        if node is None or kind(node) != "mapping":
            continue
        found = [
            value for name, value in pairs(node) if kind(name) == "scalar" and name.value == key
        ]
        if found and kind(found[-1]) == "mapping":
            out.extend(_values(found[-1]))
    return out


def _github(path: Path) -> list[tuple[Path, str]] | None:
    """`jobs.<job>.steps[i].run`: the workflow, job and step mappings' `env`."""
    if len(path) != 6 or path[1] != "jobs" or path[3] != "steps" or path[5] != "run":
        return None
    if not isinstance(path[4], int):
        return None
    container = (*path[:3], "container")
    return [(path[:1], "env"), (path[:3], "env"), (container, "env"), (path[:5], "env")]


_SKYPILOT_KEYS = frozenset({"resources", "num_nodes", "workdir", "file_mounts", "envs"})
"""Top-level keys a SkyPilot task has beside its `run:` (a `setup:` alone says nothing)."""


def _skypilot(composed: Composed, path: Path) -> list[tuple[Path, str]] | None:
    """A SkyPilot task's `run:` or `setup:` script: the task's `envs`."""
    if len(path) != 2 or path[1] not in ("run", "setup"):
        return None
    root = at(composed.documents, path[:1])
    if root is None or kind(root) != "mapping":
        return None
    keys = {name.value for name, _ in pairs(root) if kind(name) == "scalar"}
    return [(path[:1], "envs")] if keys & _SKYPILOT_KEYS else None


def _gitlab(composed: Composed, path: Path) -> list[tuple[Path, str]] | None:
    """`<job>.script` (a string or a list of them): the file's and the job's `variables`."""
    if len(path) not in (3, 4) or path[2] not in _GITLAB_SCRIPTS:
        return None
    if len(path) == 4 and not isinstance(path[3], int):
        return None
    return [(path[:1], "variables"), (path[:2], "variables")]


def _values(node: Node) -> Environment:
    out: Environment = []
    for key, value in pairs(node):
        if kind(key) != "scalar" or not _NAME.fullmatch(key.value):
            continue
        if kind(value) == "mapping":  # GitLab's `{value: x, description: ...}`
            inner = [v for k, v in value.value if kind(k) == "scalar" and k.value == "value"]
            value = inner[-1] if inner else value
        out.append((key.value, _plain(value), value))
    return out


def _plain(node: Node) -> str | None:
    if kind(node) != "scalar":
        return None
    read = resolved(node)
    if read is None:
        return ""
    written = str(read).lower() if isinstance(read, bool) else str(read)
    return None if FILLED_IN.search(written) else written
