"""What runs in each build stage: its commands with the environment each sees.

`ENV` reaches the `RUN`s after it and, being part of the image, the
container's `CMD`/`ENTRYPOINT` whatever their order; a `FROM` starts a new
stage, which inherits the environment and entrypoint of an earlier stage it
is built `FROM`. An `ARG`'s value is given at build time, so a value that
uses one (or anything not set by `ENV`) is not known.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from hisparse_fix.formats.dockerfile.instructions import Dockerfile, Instruction
from hisparse_fix.sites import DYNAMIC

_REFERENCE = re.compile(r"\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))|\$\{[^}]*\}")
_LAUNCHES = frozenset({"RUN", "CMD", "ENTRYPOINT"})


@dataclass(frozen=True)
class Command:
    """A `RUN`, `CMD` or `ENTRYPOINT` with the environment it runs in.

    `arguments` is the exec-form `CMD` that the exec-form `entrypoint` runs
    with (then this command is that entrypoint); `open` says that arguments
    given at `docker run` reach it (an exec-form entrypoint with no `CMD`).
    """

    instruction: Instruction
    env: Mapping[str, str] = field(default_factory=dict)
    arguments: Instruction | None = None
    open: bool = False


@dataclass
class _Stage:
    name: str
    env: dict[str, str] = field(default_factory=dict)
    entrypoint: Instruction | None = None
    cmd: Instruction | None = None
    commands: list[tuple[Instruction, dict[str, str]]] = field(default_factory=list)


def commands(dockerfile: Dockerfile) -> Iterator[Command]:
    """Every command of every stage, an entrypoint and its arguments as one."""
    for stage in _stages(dockerfile):
        yield from _stage_commands(stage)


def _stages(dockerfile: Dockerfile) -> list[_Stage]:
    stages: list[_Stage] = []
    for instruction in dockerfile.instructions:
        if instruction.keyword == "FROM":
            stages.append(_new_stage(instruction, stages))
            continue
        if not stages:
            continue
        stage = stages[-1]
        if instruction.keyword == "ENV":
            stage.env.update(_assignments(instruction.words, stage.env))
        elif instruction.keyword in _LAUNCHES and not instruction.heredoc:
            stage.commands.append((instruction, dict(stage.env)))
            if instruction.keyword == "ENTRYPOINT":
                stage.entrypoint = instruction
            elif instruction.keyword == "CMD":
                stage.cmd = instruction
    return stages


def _new_stage(instruction: Instruction, stages: list[_Stage]) -> _Stage:
    words = instruction.words
    name = words[2].lower() if len(words) >= 3 and words[1].lower() == "as" else ""
    base = next((s for s in reversed(stages) if words and s.name == words[0].lower()), None)
    if base is None:
        return _Stage(name)
    return _Stage(name, dict(base.env), base.entrypoint)


def _stage_commands(stage: _Stage) -> Iterator[Command]:
    entrypoint, cmd = stage.entrypoint, stage.cmd
    combined = entrypoint is not None and entrypoint.exec_form and cmd is not None
    combined = combined and cmd is not None and cmd.exec_form
    for instruction, env in stage.commands:
        if instruction.keyword == "RUN":
            yield Command(instruction, env)
        elif combined and instruction is cmd:
            continue
        elif combined and instruction is entrypoint:
            yield Command(instruction, stage.env, arguments=cmd)
        else:
            alone = instruction is entrypoint and instruction.exec_form and cmd is None
            yield Command(instruction, stage.env, open=alone)
    if combined and entrypoint is not None and not any(i is entrypoint for i, _ in stage.commands):
        yield Command(entrypoint, stage.env, arguments=cmd)


def _assignments(words: tuple[str, ...], env: Mapping[str, str]) -> dict[str, str]:
    """`ENV A=1 B="x y"` and `ENV A 1` (the parser gives name, value pairs), unquoted."""
    found: dict[str, str] = {}
    for name, raw in zip(words[::2], words[1::2], strict=False):
        found[name] = _value(raw, {**env, **found})
    return found


def _value(raw: str, env: Mapping[str, str]) -> str:
    try:
        value = " ".join(shlex.split(raw))
    except ValueError:
        value = raw
    unknown = False

    def substitute(match: re.Match[str]) -> str:
        nonlocal unknown
        name = match.group(1) or match.group(2)
        if name is None or name not in env or DYNAMIC in env[name]:
            unknown = True
            return ""
        return env[name]

    value = _REFERENCE.sub(substitute, value)
    return DYNAMIC if unknown else value
