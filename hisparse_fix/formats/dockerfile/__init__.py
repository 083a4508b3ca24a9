"""Dockerfiles: the SGLang launches in `RUN`, `CMD` and `ENTRYPOINT`.

Exec form (`CMD ["python3", "-m", "sglang.launch_server", ...]`) is an argv
read here, an exec-form `ENTRYPOINT` and `CMD` together as the one command
the container runs (the script of `["bash", "-c", "..."]` is a shell string,
see `exec_script`); shell form goes to the shell adapter as an embedded
block (its lines without the keyword, `\\` continuations kept, comment lines
inside left out). Each launch carries the `ENV` of its stage (`stages`).
A `RUN <<EOF` body that runs as a script is read by the adapter of
its language (`heredoc`). With `# escape=\\`` a continued shell-form
command cannot be read as shell: a HiSparse launch there gets a note and
nothing else.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import NamedTuple

from hisparse_fix.formats import embedded
from hisparse_fix.formats.dockerfile import exec_form, exec_script, heredoc
from hisparse_fix.formats.dockerfile.env_lines import expanded_env, other_readers
from hisparse_fix.formats.dockerfile.instructions import Dockerfile, Instruction, parse
from hisparse_fix.formats.dockerfile.stages import Command, commands
from hisparse_fix.formats.embedded import Block, Reading
from hisparse_fix.formats.errors import UnwritableEditError
from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.formats.shell_text.words import SHELLS
from hisparse_fix.formats.text_edits import apply_replacements, dedupe_edits
from hisparse_fix.sglang.argv import entry_point, launch_options
from hisparse_fix.sglang.platform_words import PLATFORM_UNKNOWN
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import every_launch, may_hold_launch
from hisparse_fix.vocabulary.sites import (
    DYNAMIC,
    Edit,
    LaunchSite,
    Note,
    Option,
    Span,
    Style,
    Token,
)

_CPU_SWITCH = "SGLANG_USE_CPU_ENGINE"


class _Array(NamedTuple):
    """One exec-form instruction's strings, which edits of its options are written in."""

    words: tuple[Token, ...]


class _Analysis(NamedTuple):
    sites: tuple[LaunchSite, ...]
    readings: tuple[Reading, ...]
    arrays: tuple[_Array, ...]
    escape: str
    scripts: tuple[exec_script.ShellString, ...] = ()


def find_sites(text: str) -> list[LaunchSite]:
    """Every launch in the file, in source order, with the images the file builds `FROM`
    (they may name the platform: `rocm/sgl-dev:v0.5.23-rocm700-mi35x`)."""
    images = (*_FROM.findall(text), *_ROCM_INSTALL.findall(text))
    sites = [replace(site, platform_words=images) for site in _analyse(text, every_launch()).sites]
    return sorted(sites, key=lambda site: site.span)


_FROM = re.compile(r"^[ \t]*FROM[ \t]+(?:--\S+[ \t]+)*(\S+)", re.IGNORECASE | re.MULTILINE)
_ROCM_INSTALL = re.compile(r"/whl/rocm[\d.]*|\bsglang\[[\w,]*hip[\w,]*\]", re.IGNORECASE)
"""An image built by installing ROCm's builds (PyTorch's `whl/rocm6.3` index,
`sglang[all_hip]`) on a plain base: as much a sign as a ROCm base image."""


def apply(text: str, edits: Sequence[Edit]) -> str:
    """Exec-form edits inside the JSON strings; shell-form ones by the shell adapter."""
    analysis = _analyse(text, every_launch())
    by_array: dict[int, list[Edit]] = {}
    by_reading: dict[int, list[Edit]] = {}
    by_script: dict[int, list[Edit]] = {}
    for edit in edits:
        owner = next((i for i, r in enumerate(analysis.readings) if embedded.owns(r, edit)), None)
        if owner is not None:
            by_reading.setdefault(owner, []).append(edit)
            continue
        script = next((i for i, s in enumerate(analysis.scripts) if s.owns(edit.option)), None)
        if script is not None:
            by_script.setdefault(script, []).append(edit)
            continue
        array = _array_of(analysis.arrays, edit)
        if array is None:
            raise UnwritableEditError(
                "the option is written in two places", at=edit.option.span.start
            )
        by_array.setdefault(array, []).append(edit)
    replacements = []
    for index, mine in by_reading.items():
        replacements += embedded.replacements(analysis.readings[index], mine)
    for index, mine in by_script.items():
        replacements += exec_script.replacements(text, analysis.scripts[index], mine)
    for index, mine in by_array.items():
        words = analysis.arrays[index].words
        replacements += exec_form.replacements(text, words, dedupe_edits(mine), analysis.escape)
    return apply_replacements(text, replacements, lambda _, span: span)


def _array_of(arrays: Sequence[_Array], edit: Edit) -> int | None:
    """The array holding every item the edit's option is written in."""
    parts = edit.option.parts or (edit.option.span,)
    for index, array in enumerate(arrays):
        spans = {word.span for word in array.words}
        if all(part in spans for part in parts):
            return index
    return None


@lru_cache(maxsize=8)
def _analyse(text: str, every: bool) -> _Analysis:
    """The file's launches (`every`: under `--scope all`, which the cache keys on)."""
    if not may_hold_launch(text):
        return _Analysis((), (), (), "\\")
    dockerfile = parse(text)
    sites: list[LaunchSite] = []
    readings: list[Reading] = []
    arrays: dict[Span, _Array] = {}
    scripts: list[exec_script.ShellString] = []
    expanding: list[tuple[int, list[Instruction]]] = []
    """Sites (by their index in `sites`) that read `ENV` lines, with those lines."""
    env_readers: list[Instruction] = []
    for command in commands(dockerfile):
        sources: list[Instruction] = []
        if command.instruction.exec_form:
            found = _exec_sites(text, command, arrays, scripts)
        else:
            sources = expanded_env(text, command.instruction.lines, command.env_from)
            reading = _shell_reading(text, dockerfile, command, sources)
            readings += [reading] if reading is not None else []
            found = list(reading.sites) if reading is not None else []
            if sources and found:
                env_readers.append(command.instruction)
        expanding += [(len(sites) + index, sources) for index in range(len(found)) if sources]
        sites += [_in_stage(text, command, _noted(site)) for site in found]
    for index, sources in expanding:
        readers = tuple(other_readers(text, dockerfile, sources, env_readers))
        if readers:
            site = sites[index]
            sites[index] = replace(site, readers=(*site.readers, *readers))
    return _Analysis(
        tuple(sites), tuple(readings), tuple(arrays.values()), dockerfile.escape, tuple(scripts)
    )


def _in_stage(text: str, command: Command, site: LaunchSite) -> LaunchSite:
    """A launch a stage inherits is that stage's run of the text: named by the stage."""
    if command.stage is None:
        return site
    line, _ = line_and_column(text, command.stage.start)
    words = command.stage.words
    named = len(words) >= 3 and words[1].lower() == "as"
    stage = f"stage `{words[2]}` (line {line})" if named else f"the stage on line {line}"
    run = f"in {stage}" + (f" {site.run}" if site.run else "")
    return replace(site, run=run)


def _noted(site: LaunchSite) -> LaunchSite:
    """A launch whose CPU switch comes from a build argument gets a note: its platform
    is then the tool's `--platform`, which may not be the one it runs on."""
    if site.env.get(_CPU_SWITCH) != DYNAMIC:
        return site
    message = (
        f"{_CPU_SWITCH} is set from a build argument here; its value is not known, "
        "so this launch is judged for the --platform given to the tool"
    )
    flag = site.last("enable-hisparse")
    span = site.span if flag is None else flag.span
    return replace(site, notes=(*site.notes, Note(span, message)))


def _shell_reading(
    text: str, dockerfile: Dockerfile, command: Command, sources: Sequence[Instruction] = ()
) -> Reading | None:
    """The command read as shell, after the `ENV` lines it expands (`sources`), which
    the shell reads as the assignments they are."""
    instruction = command.instruction
    if instruction.heredoc:
        return heredoc.reading(text, instruction, dict(command.env))
    lines = tuple(line for source in sources for line in source.lines) + instruction.lines
    block = Block("shell", lines, env=command.env)
    if dockerfile.escape != "\\" and len(instruction.lines) > 1:
        why = f"its lines are continued with the escape character {dockerfile.escape!r}"
        return embedded.unread(text, block, why)
    return embedded.read(text, block)


def _exec_sites(
    text: str,
    command: Command,
    arrays: dict[Span, _Array],
    scripts: list[exec_script.ShellString],
) -> list[LaunchSite]:
    """The argv of an exec-form command (with the CMD its entrypoint runs) as a site,
    or the launches of the shell script it runs (`["bash", "-c", "..."]`), which
    join `scripts`.

    An exec-form `CMD` of options whose entrypoint is not a visible launch is
    a fragment: an open site, partial when that entrypoint is a program the file
    names (`_given_to`).
    """
    instructions = [command.instruction]
    if command.arguments is not None:
        instructions.append(command.arguments)
    words: list[Token] = []
    program: Token | None = None
    for instruction in instructions:
        found = exec_form.tokens(text, instruction)
        if found is None:
            return []
        if instruction is not command.arguments and found:
            program = program or found[0]
        words += found
        arrays.setdefault(Span(instruction.start, instruction.end), _Array(found))
    start = entry_point(words)
    fragment = start is None and _is_fragment(instructions, words)
    if start is None and not fragment:
        script = exec_script.read(words)
        if script is not None:
            string, env = script
            scripts.append(string)
            return exec_script.sites(string, {**command.env, **env})
        unread = _unread_script(instructions, words, command)
        return [] if unread is None else [unread]
    options = launch_options(words, start)
    span = Span(min(i.start for i in instructions), max(i.end for i in instructions))
    env, notes = _through_programs(words[: start or 0], command.env, options)
    site = LaunchSite(
        tuple(options),
        span,
        Style.ARGV,
        env,
        open=command.open or fragment,
        notes=notes,
        partial=bool(notes),
    )
    if fragment and command.arguments is not None and program is not None:
        return [_given_to(text, site, program)]
    return [site]


def _through_programs(
    words: Sequence[Token], env: Mapping[str, str], options: Sequence[Option]
) -> tuple[dict[str, str], tuple[Note, ...]]:
    """The environment an exec-form launch gets through the programs before its entry
    point (`["env", "SGLANG_USE_CPU_ENGINE=1", "python3", ...]`, `["tini", "--", ...]`),
    read as the shell adapter reads them, with why it is not known (a program the tool
    does not know, an env file), unless the launch names its `--device`."""
    if not words:
        return dict(env), ()
    # The shell adapter loads tree-sitter: only a launch behind a program needs it.
    from hisparse_fix.formats.shell.environment import through_wrappers

    launched = through_wrappers(words, dict(env))
    if not launched.loaded or any(option.name == "device" for option in options):
        return launched.values, ()
    span = Span(words[0].span.start, words[-1].span.end)
    return launched.values, tuple(
        Note(span, f"{why}: {PLATFORM_UNKNOWN}") for why in launched.loaded
    )


def _given_to(text: str, site: LaunchSite, program: Token) -> LaunchSite:
    """A `CMD` of options handed to an `ENTRYPOINT` this file names and that is not a
    launch (`/opt/entrypoint.sh`): that program reads them, and the tool does not read it."""
    line, _ = line_and_column(text, program.span.start)
    message = (
        f"these options are given to `{program.text}` (the ENTRYPOINT on line {line}), "
        "which the tool does not read: check what it passes to SGLang by hand"
    )
    return replace(site, partial=True, notes=(*site.notes, Note(program.span, message)))


def _unread_script(
    instructions: Sequence[Instruction], words: Sequence[Token], command: Command
) -> LaunchSite | None:
    """`["bash", "/start-sglang.sh"]`: a shell script in exec form that is not read
    (no `-c` script, or one with no launch the shell adapter finds); when it mentions
    SGLang, an open site with a note says so."""
    if not words or words[0].text.rsplit("/", 1)[-1] not in SHELLS:
        return None
    script = next((word for word in words[1:] if "sglang" in word.text), None)
    if script is None:
        return None
    span = Span(min(i.start for i in instructions), max(i.end for i in instructions))
    message = "a shell script in exec form is not read; check the SGLang launch in it by hand"
    notes = (Note(script.span, message),)
    return LaunchSite((), span, env=dict(command.env), open=True, notes=notes)


def _is_fragment(instructions: Sequence[Instruction], words: Sequence[Token]) -> bool:
    """Options in a `CMD` for an entrypoint the file does not show as a launch."""
    has_cmd = any(instruction.keyword == "CMD" for instruction in instructions)
    return has_cmd and any(word.text == "--enable-hisparse" for word in words)
