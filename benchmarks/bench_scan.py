"""How much a repo scan costs next to reading its bytes.

Builds a synthetic repo of shell recipes (a tenth of them HiSparse launches
copied from `fixtures/shell`), then times, in this process, reading every
file (the baseline), the tool's dry run over the tree, and a run that parses
every file. Prints a table of best-of-N times, ratios to the baseline and peak
traced memory.

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
from hisparse_fix.formats.shell import find_sites
from hisparse_fix.settings import Settings
from hisparse_fix.walk import iter_candidates

ROOT = Path(__file__).resolve().parent.parent
PLAIN = """#!/usr/bin/env bash
# Build and upload the docs.
set -euo pipefail
cd "$(dirname "$0")/.."
for target in html latexpdf; do
  make -C docs "$target" SPHINXOPTS="-W --keep-going"
done
rsync -av --delete docs/_build/html/ "$DOCS_HOST:/srv/docs/$VERSION/"
echo "uploaded $VERSION"
"""


def build_repo(folder: Path, files: int) -> None:
    recipes = sorted((ROOT / "fixtures" / "shell").glob("*.sh"))
    for index in range(files):
        sub = folder / f"team{index % 20}" / f"service{index % 7}"
        sub.mkdir(parents=True, exist_ok=True)
        is_launch = index % 10 == 0
        text = recipes[index // 10 % len(recipes)].read_text() if is_launch else PLAIN * 3
        (sub / f"script{index}.sh").write_text(text)


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
    return sum(len(find_sites(c.path.read_text())) for c in iter_candidates([str(folder)]))


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        build_repo(folder, args.files)
        tasks = [
            ("read every file (baseline)", read_all),
            ("hisparse-fix dry run", dry_run),
            ("parse every file, no pre-filter", parse_everything),
        ]
        rows = [(name, *measure(task, folder, args.repeat)) for name, task in tasks]
    base_time, base_memory = rows[0][1], rows[0][2]
    print(f"{args.files} files, best of {args.repeat}\n")
    print(f"| {'task':<32} | {'seconds':>8} | {'x baseline':>10} | {'peak MiB':>8} |")
    print(f"|{'-' * 34}|{'-' * 9}:|{'-' * 11}:|{'-' * 9}:|")
    for name, seconds, peak in rows:
        ratio = seconds / base_time
        print(f"| {name:<32} | {seconds:8.3f} | {ratio:10.2f} | {peak / 2**20:8.2f} |")
    print(f"\n(baseline peak memory {base_memory / 2**20:.2f} MiB)")


if __name__ == "__main__":
    main()
