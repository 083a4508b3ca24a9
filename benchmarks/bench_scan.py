"""How much a repo scan costs next to reading its bytes.

Builds two synthetic trees of shell, Python and TOML files: in one a tenth of
the files are HiSparse launches copied from `fixtures/`, in the other no file
mentions HiSparse. For each it times, in this process, reading every file
(the baseline), the tool's dry run over the tree, and parsing every file
with no pre-filter, and prints best-of-N times, ratios to the baseline and
peak traced memory.

    python benchmarks/bench_scan.py [--files 2000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

from hisparse_fix.engine import process_path
from hisparse_fix.formats import format_for
from hisparse_fix.settings import Settings
from hisparse_fix.walk import iter_candidates

ROOT = Path(__file__).resolve().parent.parent
PLAIN = {
    ".sh": """#!/usr/bin/env bash
# Build and upload the docs.
set -euo pipefail
cd "$(dirname "$0")/.."
for target in html latexpdf; do
  make -C docs "$target" SPHINXOPTS="-W --keep-going"
done
rsync -av --delete docs/_build/html/ "$DOCS_HOST:/srv/docs/$VERSION/"
echo "uploaded $VERSION"
""",
    ".py": '''import subprocess
import sys


def build(target: str) -> int:
    """Build one docs target."""
    command = [sys.executable, "-m", "sphinx", "-b", target, "docs", f"docs/_build/{target}"]
    return subprocess.run(command, check=False).returncode


if __name__ == "__main__":
    raise SystemExit(max(build(target) for target in ("html", "latex")))
''',
    ".toml": """[project]
name = "docs"
version = "1.0"

[tool.ruff]
line-length = 100

[tool.pytest.ini_options]
testpaths = ["tests"]
""",
}


def build_repo(folder: Path, files: int, launch_every: int) -> None:
    """`files` files in nested folders; every `launch_every`-th one a fixture (0: none)."""
    recipes = sorted(
        path for path in (ROOT / "fixtures").rglob("*") if path.is_file() and path.suffix in PLAIN
    )
    suffixes = sorted(PLAIN)
    for index in range(files):
        sub = folder / f"team{index % 20}" / f"service{index % 7}"
        sub.mkdir(parents=True, exist_ok=True)
        if launch_every and index % launch_every == 0:
            recipe = recipes[index // launch_every % len(recipes)]
            (sub / f"launch{index}{recipe.suffix}").write_bytes(recipe.read_bytes())
        else:
            suffix = suffixes[index % len(suffixes)]
            (sub / f"script{index}{suffix}").write_text(PLAIN[suffix])


def read_all(folder: Path) -> int:
    return sum(len(c.path.read_bytes()) for c in iter_candidates([str(folder)]))


def dry_run(folder: Path) -> int:
    settings = Settings()
    results = [
        process_path(c.path, settings, write=False, explicit=c.explicit)
        for c in iter_candidates([str(folder)])
    ]
    return sum(len(r.findings) for r in results if r is not None)


def parse_everything(folder: Path) -> int:
    found = 0
    for candidate in iter_candidates([str(folder)]):
        fmt = format_for(candidate.path)
        if fmt is not None:
            found += len(fmt.find_sites(candidate.path.read_text()))
    return found


TASKS: list[tuple[str, Callable[[Path], int]]] = [
    ("read every file (baseline)", read_all),
    ("hisparse-fix dry run", dry_run),
    ("parse every file, no pre-filter", parse_everything),
]


def measure(task: Callable[[Path], int], folder: Path, repeat: int) -> tuple[float, int]:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        task(folder)
        best = min(best, time.perf_counter() - start)
    tracemalloc.start()
    task(folder)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return best, peak


def print_table(title: str, rows: list[tuple[str, float, int]]) -> None:
    base_time = rows[0][1]
    print(f"\n{title}\n")
    print(f"| {'task':<32} | {'seconds':>8} | {'x baseline':>10} | {'peak MiB':>8} |")
    print(f"|{'-' * 34}|{'-' * 9}:|{'-' * 11}:|{'-' * 9}:|")
    for name, seconds, peak in rows:
        ratio = seconds / base_time
        print(f"| {name:<32} | {seconds:8.3f} | {ratio:10.2f} | {peak / 2**20:8.2f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(f"{args.files} files a tree, best of {args.repeat}")
    trees = [("a tenth of the files launch HiSparse", 10), ("no file mentions HiSparse", 0)]
    for title, launch_every in trees:
        with tempfile.TemporaryDirectory() as temporary:
            folder = Path(temporary)
            build_repo(folder, args.files, launch_every)
            rows = [(name, *measure(task, folder, args.repeat)) for name, task in TASKS]
        print_table(title, rows)


if __name__ == "__main__":
    main()
