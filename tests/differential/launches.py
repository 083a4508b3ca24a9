"""Recorded program calls read as SGLang launches, and judged by the tool's own rules.

A call is a launch when its words hold an SGLang entry point
(`hisparse_fix.sglang.argv.entry_point`: `-m sglang.launch_server`, `sglang serve`,
...), also inside `docker run`/`podman run` argv. SGLang sees the environment
the program received, except under docker/podman, where it sees only the
`-e`/`--env` values.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from hisparse_fix.rules import check_site
from hisparse_fix.sglang.argv import entry_point, parse_options
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Edit, Finding, LaunchSite, Severity, Span, Token
from tests.differential.bash_runs import Record
from tests.differential.shim import container_env

CONTAINER_TOOLS = {"docker", "podman"}
LAUNCHERS = {"python", "python3", "sglang", *CONTAINER_TOOLS}
"""Stood-in programs that launch what their words say (`logger` or `vllm` do not)."""
IN_PROCESS = {"sgl.Engine", "sgl.Runtime", "ServerArgs", "prepare_server_args"}
"""Calls the fake `sglang` records for a Python fixture, with their settings as argv."""
SGLANG_ENV_PREFIXES = ("SGLANG_", "CUDA_", "HIP_")
REFUSED = (Severity.FIX, Severity.UNFIXABLE)


def tokens(words: Sequence[str]) -> list[Token]:
    """Argv words as tokens laid end to end; their spans only tell them apart."""
    result = []
    start = 0
    for word in words:
        result.append(
            Token(word, Span(start, start + len(word)), tuple(range(start, start + len(word))))
        )
        start += len(word) + 1
    return result


@dataclass(frozen=True)
class Launch:
    """One recorded SGLang launch: its words, where SGLang's begin, what SGLang sees."""

    record: Record
    words: tuple[str, ...]
    start: int
    env: Mapping[str, str]

    @cached_property
    def site(self) -> LaunchSite:
        return site_of(self.words, self.start, self.env)

    @property
    def sglang_env(self) -> dict[str, str]:
        return {k: v for k, v in self.env.items() if k.startswith(SGLANG_ENV_PREFIXES)}

    def findings(self, settings: Settings) -> list[Finding]:
        return check_site(self.site, settings)

    def refusals(self, settings: Settings) -> list[Finding]:
        """What SGLang would refuse in this launch, by the tool's rules."""
        return [item for item in self.findings(settings) if item.severity in REFUSED]

    def describe(self) -> str:
        env = " ".join(f"{k}={shlex.quote(v)}" for k, v in sorted(self.sglang_env.items()))
        lines = self.record.lines
        where = "line " + ", ".join(map(str, lines)) if lines else "line unknown"
        inside = " (inside the container)" if self.record.container else ""
        return f"[{where}{inside}] {env + ' ' if env else ''}{shlex.join(self.words)}"


def site_of(words: Sequence[str], start: int, env: Mapping[str, str]) -> LaunchSite:
    items = tokens(words)
    return LaunchSite(tuple(parse_options(items[start:])), Span(0, 0), env=dict(env))


def launch_of(record: Record) -> Launch | None:
    launcher = record.tool in LAUNCHERS or record.tool in IN_PROCESS
    if record.error is not None or not (launcher or re.fullmatch(r"python3\.\d+", record.tool)):
        return None
    words = record.words
    start = entry_point(tokens(words))
    if start is None:
        return None
    env = dict(record.env)
    if record.tool in CONTAINER_TOOLS:
        env = {k: v for k, v in container_env(list(words[:start]), env).items() if k != "PATH"}
    return Launch(record, words, start, env)


def positional_words(launch: Launch) -> tuple[str, ...]:
    """SGLang's words that belong to no option (a model given by position, stray values)."""
    items = tokens(launch.words)[launch.start :]
    used = {part for option in launch.site.options for part in option.parts}
    return tuple(token.text for token in items if token.span not in used)


def option_pairs(site: LaunchSite) -> tuple[tuple[str, str | None], ...]:
    return tuple((option.name, option.value) for option in site.options)


def rule_edits(launch: Launch, settings: Settings) -> list[Edit]:
    return [edit for finding in launch.findings(settings) for edit in finding.edits]
