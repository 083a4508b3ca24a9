"""A repo run next to reading its bytes, with and without the result cache: one table.

Builds the synthetic repositories of `benchmarks/repo.py` (small files, about 1%
HiSparse launches to fix) and runs each command as a child process, the way a
person, CI or pre-commit would, against `grep -rlF hisparse` measured in the same
run:

- 5,000 files: `--check --no-cache`; cold (an empty cache); warm (nothing changed);
  one launch file touched (one byte more) since the warm run; then, the tree made a
  git work tree (git lists its files), warm and touched again;
- 50,000 files: cold, then warm, with the peak resident memory;
- a pre-commit-sized run: 20 files named on the command line, one a launch, cold
  and warm;
- one clean file against `python -c "import click"` (an interpreter and the CLI
  library, the floor of any click command).

    .venv/bin/python benchmarks/bench_cache.py [--small 5000] [--large 50000]

Times are the best of a few runs (each cold run with a cache emptied first); the
children cache their bytecode as an installed package does (`bench_scan`). Prints
the table in Markdown.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_scan import (
    CLI,
    Measured,
    cache_bytecode,
    fixable_recipes,
    interpreter,
    measure,
    print_table,
    row,
)
from repo import CLEAN, Built, build

TARGETS = {"cold": 10.0, "warm": 3.0, "touched": 4.0}
"""The targets the tool holds itself to, as multiples of grep."""


def with_cache(folder: Path) -> dict[str, str]:
    from bench_scan import CHILD_ENV

    return {**CHILD_ENV, "HISPARSE_FIX_CACHE_DIR": str(folder)}


def best_cold(command: list[str], folder: Path, repeat: int) -> Measured:
    """Best of `repeat` runs, each into an empty cache."""
    best: Measured | None = None
    for _ in range(repeat):
        shutil.rmtree(folder, ignore_errors=True)
        took = measure(command, 1, with_cache(folder))
        if best is None or took.seconds < best.seconds:
            best = Measured(took.seconds, max(took.peak_mib, best.peak_mib if best else 0), "")
    assert best is not None
    return best


def kernel(grep: Measured) -> str:
    """grep's time in the kernel: it is mostly system calls, whose cost differs more
    from machine to machine than the interpreter's."""
    return f"{grep.kernel_seconds * 1000:.0f} ms of it in the kernel"


def ratio(seconds: float, grep: float, target: float | None = None) -> str:
    shown = f"{seconds / grep:.1f}x grep"
    return shown if target is None else f"{shown} (target {target:g}x)"


def tree_rows(count: int, recipes: dict[str, list[Path]], repeat: int, touch: bool) -> list[str]:
    rows = []
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary) / "repo"
        cache = Path(temporary) / "cache"
        built = build(folder, count, recipes)
        check = [*CLI, "--check", str(folder)]
        grep = measure(["grep", "-rlF", "hisparse", str(folder)], repeat + 2)
        label = f"{count:,} files"
        rows.append(row(f"{label}: `grep -rlF hisparse`", grep.seconds, "1x", note=kernel(grep)))
        if touch:
            bare = measure([*check, "--no-cache"], repeat)
            rows.append(
                row(
                    f"{label}: `--check --no-cache`",
                    bare.seconds,
                    ratio(bare.seconds, grep.seconds),
                    bare.peak_mib,
                )
            )
        cold = best_cold(check, cache, repeat)
        rows.append(
            row(
                f"{label}: `--check`, cold (empty cache)",
                cold.seconds,
                ratio(cold.seconds, grep.seconds, TARGETS["cold"]),
                cold.peak_mib,
            )
        )
        # Best of two at least: the first warm run lists again the folders the cold
        # run found changed within the second before it (the tree was just built).
        warm = measure(check, max(repeat, 2), with_cache(cache))
        rows.append(
            row(
                f"{label}: `--check`, warm (nothing changed)",
                warm.seconds,
                ratio(warm.seconds, grep.seconds, TARGETS["warm"]),
                warm.peak_mib,
                _entries(cache),
            )
        )
        if touch:
            launch = folder / built.launches[0]
            rows.append(_touched(check, cache, launch, grep.seconds, label, repeat))
            rows.extend(_in_work_tree(check, cache, folder, launch, grep.seconds, label, repeat))
    return rows


def _in_work_tree(
    check: list[str],
    cache: Path,
    folder: Path,
    launch: Path,
    grep: float,
    label: str,
    repeat: int,
) -> list[str]:
    """The same tree made a git work tree, every file committed: git lists the files
    (`git ls-files`, which also reads `.gitignore`) instead of the walk; grep is the
    run's over the same files. None when git is not installed."""
    if shutil.which("git") is None:
        return []
    quiet = {"check": True, "capture_output": True}
    subprocess.run(["git", "init", "-q", str(folder)], **quiet)
    subprocess.run(["git", "-C", str(folder), "add", "-A"], **quiet)
    author = ["-c", "user.name=bench", "-c", "user.email=bench@example.com"]
    subprocess.run(["git", "-C", str(folder), *author, "commit", "-qm", "tree"], **quiet)
    shutil.rmtree(cache, ignore_errors=True)
    measure(check, 1, with_cache(cache))
    time.sleep(1.1)  # past the clean-file index's racy second
    measure(check, 1, with_cache(cache))
    warm = measure(check, repeat, with_cache(cache))
    where = f"{label} in a git work tree"
    return [
        row(
            f"{where}: `--check`, warm",
            warm.seconds,
            ratio(warm.seconds, grep, TARGETS["warm"]),
            warm.peak_mib,
        ),
        _touched(check, cache, launch, grep, where, repeat),
    ]


def _entries(cache: Path) -> str:
    return f"{sum(1 for _ in cache.glob('*/*.json'))} entries"


def _touched(
    check: list[str], cache: Path, launch: Path, grep: float, label: str, repeat: int
) -> str:
    """A launch file one byte longer before each run (a new verdict each time)."""
    best = float("inf")
    peak = 0.0
    for index in range(repeat):
        with launch.open("ab") as handle:
            handle.write(b"\n" if index % 2 == 0 else b" ")
        took = measure(check, 1, with_cache(cache))
        best, peak = min(best, took.seconds), max(peak, took.peak_mib)
    what = f"{label}: `--check`, one launch file touched"
    return row(what, best, ratio(best, grep, TARGETS["touched"]), peak)


def precommit_rows(recipes: dict[str, list[Path]], repeat: int) -> list[str]:
    """20 files named as pre-commit names them: 19 clean ones and a launch."""
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary) / "repo"
        cache = Path(temporary) / "cache"
        built: Built = build(folder, 2000, recipes)
        launch = folder / built.launches[0]
        clean = [path for path in sorted(folder.rglob("job*")) if path.is_file()][:19]
        named = [str(path) for path in (*clean, launch)]
        grep = measure(["grep", "-lF", "hisparse", *named], repeat + 2)
        command = [*CLI, "--check", *named]
        cold = best_cold(command, cache, repeat)
        warm = measure(command, repeat, with_cache(cache))
        return [
            row("20 named files (pre-commit): `grep -lF hisparse`", grep.seconds, "1x"),
            row(
                "20 named files: `--check`, cold",
                cold.seconds,
                ratio(cold.seconds, grep.seconds),
                cold.peak_mib,
            ),
            row(
                "20 named files: `--check`, warm",
                warm.seconds,
                ratio(warm.seconds, grep.seconds),
                warm.peak_mib,
            ),
        ]


def clean_file_rows(repeat: int) -> list[str]:
    with tempfile.TemporaryDirectory() as temporary:
        clean = Path(temporary) / "clean.py"
        clean.write_text(CLEAN["python"](7))
        click = measure([sys.executable, "-c", "import click"], repeat)
        took = measure([*CLI, "--check", str(clean)], repeat, with_cache(Path(temporary) / "c"))
    return [
        row('`python -c "import click"`', click.seconds, "1x", click.peak_mib),
        row(
            "one clean file: `--check`",
            took.seconds,
            f"{took.seconds / click.seconds:.2f}x import click (target 1.5x)",
            took.peak_mib,
        ),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--small", type=int, default=5000)
    parser.add_argument("--large", type=int, default=50000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    recipes = fixable_recipes()
    started = time.perf_counter()
    bytecode = tempfile.TemporaryDirectory()
    cache_bytecode(Path(bytecode.name))
    parts: list[Callable[[], list[str]]] = [
        lambda: tree_rows(args.small, recipes, args.repeat, touch=True) if args.small else [],
        lambda: tree_rows(args.large, recipes, 1, touch=False) if args.large else [],
        lambda: precommit_rows(recipes, args.repeat),
        lambda: clean_file_rows(args.repeat * 3),
    ]
    rows = [line for part in parts for line in part()]
    print(f"{os.cpu_count()} CPUs, {interpreter()}; `--jobs` left to the tool")
    print_table(rows, started)
    bytecode.cleanup()


if __name__ == "__main__":
    main()
