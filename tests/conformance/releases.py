"""Every fixture site, judged by each release's own code.

A fixture named `..._v0.5.12...` is fixed with that release's table (as
`tests/test_fixtures.py` does) and judged by that release only; every other
fixture is fixed with each release's table in turn (`--sglang-version X`) and
judged by that release. The sites before and after the rewrite go to
`release_driver.py`, run with the 0.5.23 venv's python and the release's
directory (`tools/sglang_releases.sh`) first on `PYTHONPATH`. A site where
SGLang and the tool part ways is a disagreement; the known ones are listed,
each with its reason, in `expected_disagreements.toml`.
"""

from __future__ import annotations

import multiprocessing
import os
import re
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path

import tomllib

from hisparse_fix.sglang.matrix import release_for
from hisparse_fix.sglang.settings import Settings
from tests.conformance.grid import grid_launches
from tests.conformance.harness import Judged, Launch, Role, judge, launches_of
from tests.conftest import fixture_files

HERE = Path(__file__).resolve().parent
RELEASES = HERE.joinpath("releases.txt").read_text().split()
EXPECTED = HERE / "expected_disagreements.toml"
RELEASE_DRIVER = HERE / "release_driver.py"
ROOT_VARIABLE = "HISPARSE_FIX_SGLANG_RELEASES"
BUILD_COMMAND = "bash tools/sglang_releases.sh"
RELEASE_IN_NAME = re.compile(r"v(\d+\.\d+\.\d+(?:\.post\d+)?)")


def releases_root() -> Path:
    default = Path.home() / ".cache" / "hisparse-fix" / "sglang-releases"
    return Path(os.environ.get(ROOT_VARIABLE) or default)


def missing_releases() -> list[str]:
    """Releases (and `_deps`) whose install did not finish (no marker)."""
    root = releases_root()
    return [name for name in ["_deps", *RELEASES] if not (root / name / ".complete").is_file()]


def release_path(release: str) -> list[Path]:
    return [releases_root() / release, releases_root() / "_deps"]


def settings_of(path: Path, release: str) -> list[Settings]:
    """A release-named fixture as `tests/test_fixtures.py` fixes it for its release; a
    default one as the tool fixes it with `--sglang-version` (ROCm ones also as ROCm)."""
    table = release_for(release)
    chosen = [Settings(release=table)]
    if "rocm" in path.name:
        named = RELEASE_IN_NAME.search(path.name) is not None
        chosen.append(Settings(platform="rocm", platform_chosen=named, release=table))
    return chosen


def named_release(path: Path) -> str | None:
    """The release a fixture's name gives (`..._v0.5.12_...`), else None."""
    match = RELEASE_IN_NAME.search(path.name)
    if match is None:
        return None
    assert match[1] in RELEASES, f"{path.name} names {match[1]}, not in releases.txt"
    return match[1]


def fixture_launches(release: str) -> list[Launch]:
    """The sites of every fixture this release judges: the ones named for it and every
    default one, each fixed with its table."""
    return [
        launch
        for path in fixture_files()
        if named_release(path) in (None, release)
        for settings in settings_of(path, release)
        for launch in launches_of(path, settings)
    ]


def judge_release(python: Path, release: str) -> list[Judged]:
    """One release: its fixtures' sites and its grid (`grid.py`), fixed in the worker
    that runs it and judged in one subprocess."""
    launches = [*fixture_launches(release), *grid_launches(release)]
    return judge(python, launches, RELEASE_DRIVER, release_path(release))


def judge_releases(python: Path) -> dict[str, list[Judged]]:
    """Every release, as many at once as there are cores (the tool's fixing is CPU-bound).
    Workers are spawned, not forked: pytest's process holds threads by then, and a fork
    can copy a lock one of them holds, which hangs the worker."""
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1, mp_context=spawn) as pool:
        futures = {release: pool.submit(judge_release, python, release) for release in RELEASES}
        return {release: future.result() for release, future in futures.items()}


@dataclass(frozen=True)
class Disagreement:
    release: str
    where: str
    platform: str
    what: str
    """`accepted before`: the tool changed a site SGLang already took; `refused after`:
    SGLang refuses a site the tool left as passing; `unfixable, accepted`: `--check`
    fails on a site SGLang takes; `only warned, refused`: SGLang refuses a site the
    tool only warns about (`--check` passes)."""

    @property
    def key(self) -> tuple[str, str, str, str]:
        return (self.release, self.where, self.platform, self.what)


def disagreements(release: str, judged: list[Judged]) -> Iterator[tuple[Disagreement, Judged]]:
    for item in judged:
        accepted = not item.refused and item.verdict["hisparse"]
        severities = {note.split(":")[0].split()[-1] for note in item.launch.findings}
        if item.launch.role is Role.BEFORE and not item.refused:
            what = "accepted before"
        elif item.launch.role is Role.AFTER and not accepted:
            what = "refused after"
        elif item.launch.role is Role.REPORTED and accepted and "unfixable" in severities:
            what = "unfixable, accepted"
        elif item.launch.role is Role.REPORTED and item.refused and severities == {"warning"}:
            what = "only warned, refused"
        else:
            continue
        yield Disagreement(release, item.launch.where, item.launch.platform, what), item


def expected() -> dict[tuple[str, str, str, str], str]:
    """The known disagreements and why each is one (`release` and `where` may be globs)."""
    data = tomllib.loads(EXPECTED.read_text())
    return {
        (entry["release"], entry["where"], entry["platform"], entry["what"]): entry["reason"]
        for entry in data.get("disagreement", [])
    }


def matches(key: tuple[str, str, str, str], known: tuple[str, str, str, str]) -> bool:
    """Whether a found disagreement is the known one (its `where` a glob pattern)."""
    release, where, platform, what = key
    return (platform, what) == (known[2], known[3]) and (
        fnmatchcase(release, known[0]) and fnmatchcase(where, known[1])
    )


def unfixable(item: Judged) -> bool:
    return any(" unfixable:" in note for note in item.launch.findings)


def counts(release: str, judged: list[Judged]) -> str:
    """One line per release: the launches, and what SGLang made of them."""
    before = [item for item in judged if item.launch.role is Role.BEFORE]
    after = [item for item in judged if item.launch.role is Role.AFTER]
    reported = [item for item in judged if item.launch.role is Role.REPORTED]
    found = list(disagreements(release, judged))
    return (
        f"SGLang {release}: {len(judged)} launches; {len(before)} changed sites, "
        f"{len([item for item in before if item.refused])} refused before; "
        f"{len(after)} fixed sites, "
        f"{len([item for item in after if not item.refused and item.verdict['hisparse']])} "
        f"accepted after; {len(reported)} reported "
        f"({len([item for item in reported if item.refused])} refused, "
        f"{len([item for item in reported if unfixable(item)])} unfixable); "
        f"{len(found)} disagreements"
    )
