"""What runs in each build stage: its commands with the environment each sees.

`ENV` reaches the `RUN`s after it and, being part of the image, the
container's `CMD`/`ENTRYPOINT` whatever their order; a `FROM` starts a new
stage, which inherits the environment, `ENTRYPOINT` and `CMD` of an earlier
stage it is built `FROM` (an `ENTRYPOINT` of its own drops an inherited
`CMD`, as BuildKit does). A stage that runs an inherited command in an
environment of its own is a launch of its own (any stage can be built with
`--target`), reading the text of the stage it inherits from. Only the last
`CMD` and the last `ENTRYPOINT` of a stage take effect: an earlier one never
runs and is not a launch. An `ARG`'s
value is given at build time, so a value that uses one (or anything not set
by `ENV`) is not known.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from hisparse_fix.formats.dockerfile.instructions import Dockerfile, Instruction
from hisparse_fix.vocabulary.sites import DYNAMIC

_REFERENCE = re.compile(r"\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))|\$\{[^}]*\}")
_LAUNCHES = frozenset({"RUN", "CMD", "ENTRYPOINT"})


@dataclass(frozen=True)
class Command:
    """A `RUN`, `CMD` or `ENTRYPOINT` with the environment it runs in.

    `arguments` is the exec-form `CMD` that the exec-form `entrypoint` runs
    with (then this command is that entrypoint); `open` says that arguments
    given at `docker run` reach it (an exec-form entrypoint with no `CMD`).
    `stage` is the `FROM` of the stage that runs it when it (or its
    arguments) is inherited from another stage.
    """

    instruction: Instruction
    env: Mapping[str, str] = field(default_factory=dict)
    arguments: Instruction | None = None
    open: bool = False
    stage: Instruction | None = None
    env_from: Mapping[str, Instruction] = field(default_factory=dict)
    """The `ENV` instruction that last sets each variable of `env`."""


@dataclass
class _Stage:
    name: str
    start: Instruction
    env: dict[str, str] = field(default_factory=dict)
    entrypoint: Instruction | None = None
    cmd: Instruction | None = None
    commands: list[tuple[Instruction, dict[str, str]]] = field(default_factory=list)
    base: _Stage | None = None
    env_from: dict[str, Instruction] = field(default_factory=dict)
    run_env_from: dict[int, dict[str, Instruction]] = field(default_factory=dict)
    """For each `RUN` (by id), the `ENV`s before it; a `CMD` sees the stage's last."""


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
            assigned = _assignments(instruction.words, stage.env)
            stage.env.update(assigned)
            stage.env_from.update(dict.fromkeys(assigned, instruction))
        elif instruction.keyword in _LAUNCHES:
            stage.commands.append((instruction, dict(stage.env)))
            stage.run_env_from[id(instruction)] = dict(stage.env_from)
            if instruction.keyword == "ENTRYPOINT":
                if not _own(stage, stage.cmd):
                    stage.cmd = None
                stage.entrypoint = instruction
            elif instruction.keyword == "CMD":
                stage.cmd = instruction
    return stages


def _new_stage(instruction: Instruction, stages: list[_Stage]) -> _Stage:
    words = instruction.words
    name = words[2].lower() if len(words) >= 3 and words[1].lower() == "as" else ""
    base = next((s for s in reversed(stages) if words and s.name == words[0].lower()), None)
    if base is None:
        return _Stage(name, instruction)
    return _Stage(
        name,
        instruction,
        dict(base.env),
        base.entrypoint,
        base.cmd,
        base=base,
        env_from=dict(base.env_from),
    )


def _own(stage: _Stage, instruction: Instruction | None) -> bool:
    return any(own is instruction for own, _ in stage.commands)


def _stage_commands(stage: _Stage) -> Iterator[Command]:
    entrypoint, cmd = stage.entrypoint, stage.cmd
    combined = entrypoint is not None and entrypoint.exec_form and cmd is not None
    combined = combined and cmd is not None and cmd.exec_form
    for instruction, env in stage.commands:
        if instruction.keyword == "RUN":
            yield Command(instruction, env, env_from=stage.run_env_from[id(instruction)])
        elif instruction is not cmd and instruction is not entrypoint:
            continue  # an earlier CMD or ENTRYPOINT of the stage: a later one replaces it
        elif combined and instruction is cmd and _own(stage, entrypoint):
            continue
        elif combined and instruction is entrypoint:
            yield Command(
                instruction,
                stage.env,
                arguments=cmd,
                stage=_inherited(stage, cmd),
                env_from=stage.env_from,
            )
        elif instruction is cmd and combined:
            yield Command(
                entrypoint, stage.env, arguments=cmd, stage=stage.start, env_from=stage.env_from
            )
        else:
            alone = instruction is entrypoint and instruction.exec_form and cmd is None
            yield Command(instruction, stage.env, open=alone, env_from=stage.env_from)
    yield from _inherited_commands(stage)


def _inherited(stage: _Stage, instruction: Instruction | None) -> Instruction | None:
    """The stage's `FROM` when `instruction` comes from the stage it is built from."""
    return None if instruction is None or _own(stage, instruction) else stage.start


def _inherited_commands(stage: _Stage) -> Iterator[Command]:
    """The container command a stage inherits whole, when it runs in another environment
    than in the stage it comes from (else it is that stage's launch, read once)."""
    entrypoint, cmd = stage.entrypoint, stage.cmd
    if _own(stage, entrypoint) or _own(stage, cmd) or stage.base is None:
        return
    if (entrypoint is None and cmd is None) or stage.env == stage.base.env:
        return
    if entrypoint is not None and entrypoint.exec_form and cmd is not None and cmd.exec_form:
        yield Command(
            entrypoint, stage.env, arguments=cmd, stage=stage.start, env_from=stage.env_from
        )
        return
    for instruction in (entrypoint, cmd):
        if instruction is not None:
            alone = instruction is entrypoint and instruction.exec_form and cmd is None
            yield Command(
                instruction, stage.env, open=alone, stage=stage.start, env_from=stage.env_from
            )


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
