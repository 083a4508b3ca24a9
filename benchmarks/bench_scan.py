"""What a run costs next to reading the bytes: one table, measured in one run.

Builds synthetic repositories (`benchmarks/repo.py`: 5,000 and 50,000 files,
about 1% HiSparse launches to fix, in every format the tool reads) and runs,
each as a child process the way a person or CI would:

- `grep -rlF hisparse` (the cost of reading the bytes),
- `hisparse-fix --check` with `--jobs 1` and `--jobs 2`, with the child's peak
  resident memory (the largest process),
- libcst parsing every Python file (what a tool without a pre-filter pays),
- `hisparse-fix --check` on one clean file and one launch file of each format
  (a pre-commit run), the Python one 160 lines long.

    .venv/bin/python benchmarks/bench_scan.py [--small 5000] [--large 50000]

Times are the best of a few runs (the large tree: one run). Prints the table
in Markdown, the one in the README's "Speed" section.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from repo import CLEAN, MIX, ROOT, Built, build

CLI = [sys.executable, "-m", "hisparse_fix"]
TOOL = [*CLI, "--no-cache"]
"""Each run judges every file: this table is the cost of a cold run (`bench_cache` has
the cached rows)."""
LIBCST_ALL = """
import os, sys
import libcst
for root, _, files in os.walk(sys.argv[1]):
    for name in files:
        if name.endswith(".py"):
            with open(os.path.join(root, name), encoding="utf-8") as handle:
                libcst.parse_module(handle.read())
"""


@dataclass(frozen=True)
class Measured:
    seconds: float
    peak_mib: float
    stdout: str
    kernel_seconds: float = 0.0
    """The system CPU time of the fastest run (its children's included)."""


CHILD_ENV = dict(os.environ)
"""The children's environment: with a bytecode cache (see `cache_bytecode`)."""
UNCACHED_ENV = {
    **{key: value for key, value in os.environ.items() if key != "PYTHONPYCACHEPREFIX"},
    "PYTHONDONTWRITEBYTECODE": "1",
}
"""Nothing written: the tool's modules are compiled at each start (unless a
`__pycache__` is already there), its dependencies' bytecode is the one pip wrote."""


def cache_bytecode(folder: Path) -> None:
    """Let the children cache compiled modules in `folder`, as an installed package runs
    (pip compiles a wheel's modules when it installs it). Without a cache, which
    `PYTHONDONTWRITEBYTECODE` turns off, every run and every worker compiles the tool's
    modules again; the table's last rows measure that too."""
    CHILD_ENV.pop("PYTHONDONTWRITEBYTECODE", None)
    CHILD_ENV["PYTHONPYCACHEPREFIX"] = str(folder)
    warm = [*TOOL, "--check", str(ROOT / "fixtures")]
    subprocess.run(warm, env=CHILD_ENV, capture_output=True, check=False)


def measure(command: list[str], repeat: int = 1, env: dict[str, str] | None = None) -> Measured:
    """Best wall time of `repeat` runs of a child, with its peak RSS (and its children's)."""
    best, peak, output, kernel = float("inf"), 0.0, "", 0.0
    for _ in range(repeat):
        with tempfile.TemporaryFile() as out:
            start = time.perf_counter()
            child = subprocess.Popen(
                command, stdout=out, stderr=subprocess.DEVNULL, env=env or CHILD_ENV
            )
            _, _, usage = os.wait4(child.pid, 0)
            elapsed = time.perf_counter() - start
            child.returncode = 0  # reaped by wait4
            out.seek(0)
            output = out.read().decode("utf-8", "replace")
        if elapsed < best:
            best, kernel = elapsed, usage.ru_stime
        peak = max(peak, usage.ru_maxrss / 1024)
    return Measured(best, peak, output, kernel)


def interpreter() -> str:
    """The interpreter the children run and where it is installed (which build it is:
    pyenv's, the system's): the ratios against grep, which spends its time in system
    calls, move with the interpreter's speed."""
    return f"Python {sys.version.split()[0]} from {sys.base_prefix}"


PICK_RECIPES = """
import json, sys
from pathlib import Path
from hisparse_fix.engine.pipeline import process_path
from hisparse_fix.sglang.settings import Settings
picked = {}
for name in sys.argv[2:]:
    folder = Path(sys.argv[1]) / name
    for path in sorted(folder.iterdir()) if folder.is_dir() else ():
        if not path.is_file() or path.name == "README.md" or "v0.5." in path.name:
            continue
        try:
            result = process_path(path, Settings(), write=False, explicit=True)
        except Exception:  # an adapter being written: its recipe is left out
            continue
        if result and result.problem is None and any(i.fixable for i in result.findings):
            picked.setdefault(name, []).append(str(path))
print(json.dumps(picked))
"""


def fixable_recipes() -> dict[str, list[Path]]:
    """Per format, the fixtures the tool fixes under the default settings.

    Picked in a child process: this one stays small, so that the children it
    starts report their own peak memory, not an inherited one.
    """
    names = [name for name, _, _ in MIX]
    command = [sys.executable, "-c", PICK_RECIPES, str(ROOT / "fixtures"), *names]
    picked = json.loads(subprocess.run(command, capture_output=True, check=True).stdout)
    return {name: [Path(path) for path in paths] for name, paths in picked.items()}


def found_all(built: Built, output: str, folder: Path) -> str:
    """How many of the launch files to fix `--check` reported a fix in."""
    fixed = set()
    for line in output.splitlines():
        path, _, rest = line.partition(":")
        code = rest.split(": ", 1)[-1]
        if code.startswith("HSF") and " warning: " not in line and " unfixable: " not in line:
            fixed.add(Path(path).relative_to(folder).as_posix())
    return f"{len(fixed & set(built.launches))} of {len(built.launches)}"


def python_launch_160(recipes: dict[str, list[Path]], folder: Path) -> Path:
    """The first Python recipe padded with helper functions to 160 lines."""
    text = recipes["python"][0].read_text()
    helpers, index = [], 0
    while (text + "".join(helpers)).count("\n") < 160:
        helpers.append(
            f"\n\ndef helper_{index}(rows: list[dict], key: str = 'score') -> float:\n"
            f'    """Average one metric over the rows."""\n'
            f"    values = [row[key] for row in rows if key in row]\n"
            f"    return sum(values) / len(values) if values else 0.0\n"
        )
        index += 1
    path = folder / "launch160.py"
    path.write_text(text + "".join(helpers))
    return path


def row(
    what: str, seconds: float, ratio: str = "", peak: float | None = None, note: str = ""
) -> str:
    memory = f"{peak:.0f}" if peak is not None else ""
    return f"| {what} | {seconds * 1000:,.0f} | {ratio} | {memory} | {note} |"


def repo_rows(count: int, recipes: dict[str, list[Path]], repeat: int, libcst: bool) -> list[str]:
    rows = []
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary) / "repo"
        built = build(folder, count, recipes)
        grep = measure(["grep", "-rlF", "hisparse", str(folder)], repeat + 2)
        label = f"{count:,} files"
        rows.append(row(f"{label}: `grep -rlF hisparse`", grep.seconds, "1x"))
        checks = []
        for jobs in (1, 2):
            run = measure([*TOOL, "--check", "--jobs", str(jobs), str(folder)], repeat)
            checks.append(run.seconds)
            rows.append(
                row(
                    f"{label}: `hisparse-fix --check --jobs {jobs}`",
                    run.seconds,
                    f"{run.seconds / grep.seconds:.1f}x grep",
                    run.peak_mib,
                    f"files to fix found: {found_all(built, run.stdout, folder)}",
                )
            )
        if libcst:
            parsed = measure([sys.executable, "-c", LIBCST_ALL, str(folder)])
            python_files = sum(1 for _ in folder.rglob("*.py"))
            rows.append(
                row(
                    f"{label}: libcst parses every `.py` ({python_files:,})",
                    parsed.seconds,
                    f"{parsed.seconds / grep.seconds:.0f}x grep",
                    parsed.peak_mib,
                    f"`--check` is {parsed.seconds / min(checks):.0f}x faster",
                )
            )
        shutil.rmtree(folder, ignore_errors=True)
    return rows


def one_file_rows(recipes: dict[str, list[Path]]) -> list[str]:
    rows = []
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        for name, suffix, _ in MIX:
            clean = folder / (f"clean{suffix}" if suffix.startswith(".") else suffix)
            clean.write_text(CLEAN[name](7))
            took = measure([*TOOL, "--check", str(clean)], 15)
            rows.append(row(f"one clean {name} file", took.seconds, peak=took.peak_mib))
            clean.unlink()
            if not recipes.get(name):
                note = "not measured: the adapter reads no launch yet"
                rows.append(f"| one {name} launch file | | | | {note} |")
                continue
            if name == "python":
                launch, what = python_launch_160(recipes, folder), "one 160-line python launch file"
            else:
                launch, what = (
                    recipes[name][0],
                    f"one {name} launch file (`{recipes[name][0].name}`)",
                )
            took = measure([*TOOL, "--check", str(launch)], 10)
            rows.append(row(what, took.seconds, peak=took.peak_mib))
    return rows


def uncached_rows(count: int, recipes: dict[str, list[Path]]) -> list[str]:
    """The repo run and the one-file Python runs again, without a bytecode cache."""
    rows = []
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        clean = folder / "clean.py"
        clean.write_text(CLEAN["python"](7))
        took = measure([*TOOL, "--check", str(clean)], 15, env=UNCACHED_ENV)
        rows.append(row("no bytecode cache: one clean python file", took.seconds))
        launch = python_launch_160(recipes, folder)
        took = measure([*TOOL, "--check", str(launch)], 10, env=UNCACHED_ENV)
        rows.append(row("no bytecode cache: one 160-line python launch file", took.seconds))
        if count:
            built = build(folder / "repo", count, recipes)
            grep = measure(["grep", "-rlF", "hisparse", str(folder / "repo")], 5)
            run = measure([*TOOL, "--check", "--jobs", "2", str(folder / "repo")], 3, UNCACHED_ENV)
            ratio = f"{run.seconds / grep.seconds:.1f}x grep"
            note = f"files to fix found: {found_all(built, run.stdout, folder / 'repo')}"
            what = f"no bytecode cache: {count:,} files, `--check --jobs 2`"
            rows.append(row(what, run.seconds, ratio, run.peak_mib, note))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--small", type=int, default=5000)
    parser.add_argument("--large", type=int, default=50000)
    args = parser.parse_args()
    recipes = fixable_recipes()
    read = ", ".join(f"{name} ({len(paths)})" for name, paths in recipes.items())
    unread = [name for name, _, _ in MIX if not recipes.get(name)]
    started = time.perf_counter()
    bytecode = tempfile.TemporaryDirectory()
    cache_bytecode(Path(bytecode.name))
    rows = repo_rows(args.small, recipes, repeat=3, libcst=True) if args.small else []
    rows += repo_rows(args.large, recipes, repeat=1, libcst=False) if args.large else []
    rows += one_file_rows(recipes)
    rows += uncached_rows(args.small, recipes)
    print(f"{os.cpu_count()} CPUs, Python {sys.version.split()[0]}; launch recipes: {read}")
    if unread:
        print(f"Formats with no launch measured (the adapter reads none yet): {', '.join(unread)}")
    print(
        "Children run with a bytecode cache, as an installed package does; the last rows "
        "run without one (PYTHONDONTWRITEBYTECODE=1, nothing cached)."
    )
    print_table(rows, started)
    bytecode.cleanup()


def print_table(rows: list[str], started: float) -> None:
    """The rows under the table's head, and how long the measuring took."""
    print()
    print("| what | ms | ratio | peak RSS MiB | note |")
    print("|---|---:|---:|---:|---|")
    print("\n".join(rows))
    print(f"\n(measured in {time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
