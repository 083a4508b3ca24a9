"""YAML fixtures judged on their data: each file resolved as YAML readers resolve it.

Before and after the rewrite, every document is read with `yaml.safe_load`
(anchors, aliases and `<<:` merges resolved as SGLang's `--config` loader and
every other YAML reader sees them), and each launch's effective options are
taken from that data, not from the adapter:

- a mapping with an `enable-hisparse` (or `enable_hisparse`) key is a keyed
  launch, with its `env` / `environment` mapping as its environment;
- a mapping with `entrypoint` / `command` / `args` is a container: its argv
  lists (and a compose `entrypoint` string) joined in run order, with its
  `env` list or `environment`; a `bash -c SCRIPT` argv runs SCRIPT;
- a string holding an SGLang entry point is a script: each of its lines
  (after `\\` continuations are joined) that `shlex` splits, has no `$`, and
  holds an entry point is a launch, with its container's environment or a CI
  script's (`env:` of a GitHub Actions workflow, job and step; GitLab
  `variables:`); `$NAME` is read from that environment where it is known.

Text under keys that show or expect a launch (`placeholder`, `stdout`,
`expected: fail`, `must_fail:` ...) is no launch: it must be unchanged.
Launches are matched by where they are (path, line of a script). Judged:

- a launch without HiSparse, or one SGLang accepts (no FIX or UNFIXABLE
  finding by `check_site`), is unchanged after the rewrite;
- every HiSparse launch after the rewrite passes the rules, or the tool
  reported a warning or an unfixable finding on the lines it is read from;
- the same launches exist after as before.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from hisparse_fix.engine.pipeline import Located
from hisparse_fix.rules import check_site
from hisparse_fix.sglang.argv import entry_point, is_server_option, parse_options
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import LaunchSite, Option, Severity, Span, Style
from tests.differential.launches import REFUSED, tokens

Path = tuple[object, ...]
_HISPARSE_KEYS = ("enable-hisparse", "enable_hisparse")
_COMMAND_KEYS = ("entrypoint", "command", "args")
_SHELLS = {"sh", "bash", "zsh", "dash", "/bin/sh", "/bin/bash", "/usr/bin/env bash"}
_SHOWN = re.compile(
    r"(?i)^(description|placeholder|label|render|help|message|msg|notes?|summary|title|"
    r"stdout|stderr|output|outputs|logs?|traceback|reason|results|history|records|"
    r"expect.*|error.*|exception.*|"
    r"raises.*|(?:.*[-_.])?(?:x?fail[a-z]*|reject[a-z]*|refus[a-z]*|invalid|broken|bad|wrong)"
    r"(?:[-_.].*)?|search|replace|pattern|"
    r"(?:.*[-_.])?(?:description|summary|usage|help|readme|placeholder|results|history|records)"
    r"(?:[-_.].*)?)$"
)
"""Keys whose contents show or expect a launch (the oracle's own list)."""
_VARIABLE = re.compile(r"\$\{?([A-Za-z_]\w*)\}?")
"""`$NAME` or `${NAME}`, read from a script's environment where it is known."""
_FAILS = re.compile(r"(?i)^(x?fail\w*|error\w*|reject\w*|refused|invalid|crash|abort)$")


@dataclass
class Launch:
    """One launch as the resolved data has it."""

    where: tuple[Path, int]
    """The path of the mapping or string, and the line of a script (0 otherwise)."""
    site: LaunchSite
    data: object
    """What must stay the same when the launch must not change."""
    lines: list[int] = field(default_factory=list)
    """The file lines it is read from (filled in by the caller; empty: unknown)."""

    @property
    def hisparse(self) -> bool:
        return self.site.hisparse_enabled

    def refusals(self, settings: Settings) -> list[str]:
        return [
            f"{f.code} {f.message}"
            for f in check_site(self.site, settings)
            if f.severity in REFUSED
        ]


def launches(documents: list[object]) -> dict[tuple[Path, int], Launch]:
    """Every launch of the resolved documents, by where it is."""
    found: dict[tuple[Path, int], Launch] = {}
    single = len(documents) == 1
    for index, document in enumerate(documents):
        for path, node, env in _walk(document, (index,), {}):
            for launch in _launches_at(path, node, env, config=single and path == (0,)):
                found.setdefault(launch.where, launch)
    return found


def shown_texts(documents: list[object]) -> dict[Path, object]:
    """Everything that shows or expects a launch, by path: it must not change."""
    found: dict[Path, object] = {}
    for index, document in enumerate(documents):
        _collect_shown(document, (index,), found)
    return found


def _collect_shown(node: object, path: Path, found: dict[Path, object]) -> None:
    if isinstance(node, dict):
        if _declares_failure(node):
            found[path] = node
            return
        for key, value in node.items():
            if isinstance(key, str) and _SHOWN.match(key):
                found[(*path, key)] = value
            else:
                _collect_shown(value, (*path, key), found)
    elif isinstance(node, list):
        for index, item in enumerate(node):
            _collect_shown(item, (*path, index), found)


def _declares_failure(node: dict[object, object]) -> bool:
    for key, value in node.items():
        name = str(key).lower().replace("_", "-")
        if name == "type" and value in ("textarea", "input", "markdown", "dropdown"):
            return True
        outcome = name in ("expected", "expect", "outcome", "result", "status")
        if outcome and isinstance(value, str) and _FAILS.match(value.strip()):
            return True
        if name in ("xfail", "should-fail", "must-fail", "expected-failure") and value is True:
            return True
        code = name.endswith(("returncode", "exit-code", "rc")) and isinstance(value, int)
        if code and value != 0 and not isinstance(value, bool):
            return True
        if name.startswith(("error", "exception")) and value:
            return True
    return False


def _walk(
    node: object, path: Path, env: dict[str, str]
) -> Iterator[tuple[Path, object, dict[str, str]]]:
    """Every node with the environment a script there sees, skipping shown text."""
    if isinstance(node, dict):
        if _declares_failure(node):
            return
        merged = {**env, **_ci_env(node)}
        env = {name: value for name, value in merged.items() if value is not None}
        yield path, node, env
        for key, value in node.items():
            if isinstance(key, str) and _SHOWN.match(key):
                continue
            yield from _walk(value, (*path, key), env)
    elif isinstance(node, list):
        yield path, node, env
        for index, item in enumerate(node):
            yield from _walk(item, (*path, index), env)
    else:
        yield path, node, env


def _ci_env(node: dict[object, object]) -> dict[str, str | None]:
    """A GitHub Actions `env:` (the workflow's, a job's, its container's, a step's),
    GitLab `variables:` or a SkyPilot task's `envs:` that the scripts under it see."""
    found: dict[str, str | None] = {}
    for key in ("env", "variables"):
        values = node.get(key)
        if isinstance(values, dict) and (
            "run" in node
            or "steps" in node
            or "jobs" in node
            or "script" in node
            or key == "variables"
        ):
            for name, value in values.items():
                if isinstance(value, dict):
                    value = value.get("value")
                found[str(name)] = _text(value)  # None: filled in by the CI
    container = node.get("container")
    if "steps" in node and isinstance(container, dict) and isinstance(container.get("env"), dict):
        # A GitHub Actions job's container: its steps run with its environment.
        for name, value in container["env"].items():
            found[str(name)] = _text(value)
    envs = node.get("envs")
    if "run" in node and isinstance(envs, dict):  # a SkyPilot task's `envs`
        for name, value in envs.items():
            found[str(name)] = _text(value)
    return found


def _text(value: object) -> str | None:
    if value is None or isinstance(value, (dict, list)):
        return None
    written = str(value).lower() if isinstance(value, bool) else str(value)
    return None if "$" in written or "{{" in written else written


def _keyed_options(node: dict[object, object]) -> bool:
    """A mapping of SGLang options: HiSparse's key, or mostly server options."""
    if any(key in node for key in _HISPARSE_KEYS):
        return True
    known = [key for key in node if is_server_option(str(key).replace("_", "-"))]
    return len(known) >= 2 and 2 * len(known) >= len(node)


def _launches_at(path: Path, node: object, env: dict[str, str], config: bool) -> list[Launch]:
    if isinstance(node, dict) and _keyed_options(node):
        return [_keyed(path, node, config)]
    if isinstance(node, dict) and any(key in node for key in _COMMAND_KEYS):
        return _container(path, node, {**env, **_container_env(node)})
    if isinstance(node, str) and "sglang" in node and len(path) > 1:
        key = path[-1] if isinstance(path[-1], str) else path[-2]
        in_argv = key in _COMMAND_KEYS  # a container's argv item, read as argv
        return [] if in_argv else _script(path, node, env)
    return []


def _keyed(path: Path, node: dict[object, object], config: bool) -> Launch:
    options = []
    for key, value in node.items():
        name = str(key).replace("_", "-")
        if name in ("env", "environment"):
            continue
        if isinstance(value, bool):
            written: str | None = "true" if value else "false"
        elif value is None or isinstance(value, (dict, list)) or "$" in str(value):
            written = None
        else:
            written = str(value)
        options.append(Option(name, written, Span(0, 0), dynamic=written is None))
    env = node.get("env") or node.get("environment")
    site = LaunchSite(
        tuple(options),
        Span(0, 0),
        Style.KEYED,
        env={str(k): str(v) for k, v in env.items()} if isinstance(env, dict) else {},
        config_file=config,
    )
    return Launch((path, 0), site, node)


def _container_env(node: dict[object, object]) -> dict[str, str]:
    env: dict[str, str] = {}
    for key in ("env", "environment"):
        values = node.get(key)
        if isinstance(values, dict):
            items = list(values.items())
        elif isinstance(values, list):
            items = [
                (item.get("name"), item.get("value"))
                if isinstance(item, dict)
                else tuple(str(item).split("=", 1))
                if "=" in str(item)
                else (None, None)
                for item in values
            ]
        else:
            continue
        for name, value in items:
            text = _text(value)
            if name is not None and text is not None:
                env[str(name)] = text
    return env


def _container(path: Path, node: dict[object, object], env: dict[str, str]) -> list[Launch]:
    words: list[str] = []
    for key in _COMMAND_KEYS:
        value = node.get(key)
        if isinstance(value, list):
            words.extend(str(item) for item in value)
        elif isinstance(value, str):
            try:
                words.extend(shlex.split(value))
            except ValueError:
                return []
    for index, word in enumerate(words[:-1]):
        if word in _SHELLS and words[index + 1] == "-c" and index + 2 < len(words):
            return _script((*path, "script"), words[index + 2], env, data=node)
    start = entry_point(tokens(words))
    if start is None or any("$" in word for word in words):
        return []
    site = LaunchSite(tuple(parse_options(tokens(words)[start:])), Span(0, 0), env=env)
    return [Launch((path, 0), site, (words, env))]


def _script(path: Path, script: str, env: dict[str, str], data: object = None) -> list[Launch]:
    found = []
    joined = re.sub(r"\\\r?\n", " ", script)
    for number, written in enumerate(joined.splitlines(), 1):
        line = _VARIABLE.sub(lambda match: env.get(match.group(1), match.group(0)), written)
        if "$" in line or "`" in line:
            continue
        for command in re.split(r"&&|\|\||;|\|", line):
            try:
                words = shlex.split(command, comments=True)
            except ValueError:
                continue
            start = entry_point(tokens(words))
            if start is None:
                continue
            prefix = dict(env)
            for word in words[:start]:
                if re.match(r"[A-Za-z_]\w*=", word):
                    name, value = word.split("=", 1)
                    prefix[name] = value
            site = LaunchSite(tuple(parse_options(tokens(words)[start:])), Span(0, 0), env=prefix)
            found.append(Launch((path, number), site, (words, prefix)))
    return found


@dataclass(frozen=True)
class YamlVerdict:
    problems: tuple[str, ...]
    launches: int


def judge_yaml(
    before: list[object],
    after: list[object],
    reported: list[Located],
    lines_of: Mapping[Path, list[int]],
    settings: Settings,
    templates: frozenset[Path] = frozenset(),
) -> YamlVerdict:
    """The assertions above; `lines_of` gives the lines each launch path is read from;
    `templates` are mappings only merged into others (`base: &base`), judged there."""
    problems: list[str] = []
    first, second = launches(before), launches(after)
    if set(first) != set(second):
        problems.append(
            f"launches differ: before {sorted(map(str, first))}, after {sorted(map(str, second))}"
        )
    shown_before, shown_after = shown_texts(before), shown_texts(after)
    for path, value in shown_before.items():
        if shown_after.get(path) != value:
            problems.append(f"text that shows or expects a launch changed at {path}")
    unfixed = [item.line for item in reported if item.finding.severity is not Severity.FIX]
    for where, launch in first.items():
        later = second.get(where)
        if later is None:
            continue
        accepted = not launch.refusals(settings)
        if (not launch.hisparse or accepted) and later.data != launch.data:
            kind = "without HiSparse" if not launch.hisparse else "SGLang accepted"
            problems.append(f"the launch {kind} at {where} changed: {launch.data} -> {later.data}")
    for where, launch in second.items():
        if not launch.hisparse or where[0] in templates:
            continue
        refused = launch.refusals(settings)
        lines = lines_of.get(where[0], [])
        if refused and not any(line in lines for line in unfixed) and (lines or not unfixed):
            problems.append(
                f"the HiSparse launch at {where} is still refused, unreported: {refused}"
            )
    return YamlVerdict(tuple(problems), len(first))
