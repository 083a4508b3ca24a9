"""The server options of each SGLang release (`release-options.txt`), and the
`--config` keys each one refuses (`release-config-keys.txt`).

Each file lists the newest release's names, then for each older release what it
lacks and has compared with the release above it. The option lists are written from
each release's own source (`tools/extract_options.py --releases`) and decide what
argparse refuses: a name none of a release's options is, or an abbreviation that
fits several of them (`--cuda-graph-max-bs` from 0.5.20). The refused keys are asked
of each release's own `ConfigArgumentMerger` (`tools/release_facts.py`).
"""

from __future__ import annotations

import bisect
import re
from functools import cache
from pathlib import Path

from hisparse_fix.sglang.matrix import FOLDER, parse_version

_OPTIONS = FOLDER / "release-options.txt"
_CONFIG_KEYS = FOLDER / "release-config-keys.txt"
_POST = re.compile(r"\.post(\d+)")


def release_key(version: str) -> tuple[tuple[int, ...], int]:
    """Order of releases, a post release after its own (`0.5.12.post1` > `0.5.12`)."""
    post = _POST.search(version)
    return parse_version(version), int(post.group(1)) + 1 if post else 0


@cache
def _lists(path: Path = _OPTIONS) -> tuple[tuple[str, frozenset[str]], ...]:
    """(release, its names), newest first."""
    found: list[tuple[str, frozenset[str]]] = []
    names: set[str] = set()
    version = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            if version:
                found.append((version, frozenset(names)))
            version = line.strip("[]")
        elif line.startswith("-"):
            names.discard(line[1:])
        elif line.startswith("+"):
            names.add(line[1:])
        else:
            names.add(line)
    found.append((version, frozenset(names)))
    return tuple(found)


def listed_releases() -> tuple[str, ...]:
    """The releases whose options are listed, oldest first."""
    return tuple(version for version, _ in reversed(_lists()))


def _names_of(version: str, path: Path) -> frozenset[str]:
    """The names listed for `version`: its own list, else that of the newest listed
    release before it (the oldest listed for an older one)."""
    wanted = release_key(version)
    lists = _lists(path)
    for listed, names in lists:
        if release_key(listed) <= wanted:
            return names
    return lists[-1][1]


@cache
def options_of(version: str) -> frozenset[str]:
    """The long option names (without dashes) of `version`."""
    return _names_of(version, _OPTIONS)


@cache
def config_refused(version: str) -> frozenset[str]:
    """The `--config` keys `version` refuses ("Unsupported config option"), spelled as
    its merger compares them: with underscores."""
    return _names_of(version, _CONFIG_KEYS)


def config_key_refused(key: str, version: str) -> bool:
    """Whether `version`'s `--config` reader refuses the key as written."""
    return key.replace("-", "_") in config_refused(version)


@cache
def _sorted(version: str) -> tuple[str, ...]:
    return tuple(sorted(options_of(version)))


def _starting_with(name: str, version: str) -> tuple[str, ...]:
    """The options of `version` that start with `name`: one run of the sorted names
    (found by bisection; every option of every launch is looked up)."""
    names = _sorted(version)
    first = end = bisect.bisect_left(names, name)
    while end < len(names) and names[end].startswith(name):
        end += 1
    return names[first:end]


def refused_prefix(name: str, version: str) -> tuple[str, ...]:
    """The options `--name` could abbreviate in `version` when it is none of them and
    fits several (argparse: "ambiguous option"); empty otherwise."""
    if name in options_of(version):
        return ()
    matches = _starting_with(name, version)
    return matches if len(matches) > 1 else ()


def known(name: str, version: str) -> bool:
    """Whether argparse of `version` takes `--name`: an option, or the abbreviation of one."""
    if name in options_of(version):
        return True
    return len(_starting_with(name, version)) == 1
