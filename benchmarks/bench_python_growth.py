"""How reading a Python script grows with its size when it rebinds the same names.

A script of N blocks that reuses `items`, `conf`, `cmd` and `kw` in every block,
with a launch every tenth block, is scanned once (libcst) and then read (the
adapter's own work) several times; the table shows the best time and its
ratio to the smallest size. Linear growth keeps the ratio near the size ratio.

    python benchmarks/bench_python_growth.py [--sizes 100 200 400 800] [--repeat 3]
"""

from __future__ import annotations

import argparse
from time import perf_counter

from hisparse_fix.formats.python import scan, sites


def script(blocks: int) -> str:
    parts = ["import subprocess\nimport sglang as sgl\n"]
    for index in range(blocks):
        parts.append(
            f'x = {index}\nitems = [x, "a"]\nitems.append(x)\nconf = {{"k": x}}\n'
            'conf["m"] = items\nprint(items, conf)\nsubprocess.run(["echo", str(x)])\n'
        )
        if index % 10 == 0:
            parts.append(
                'cmd = ["python3", "-m", "sglang.launch_server", "--enable-hisparse"]\n'
                'cmd += ["--port", "3000"]\nsubprocess.Popen(cmd)\n'
                'kw = dict(enable_hisparse=True)\nkw["tp_size"] = 2\nsgl.Engine(**kw)\n'
            )
    return "".join(parts)


def reading_seconds(blocks: int, repeat: int) -> float:
    scanned = scan.scan(script(blocks))
    times = []
    for _ in range(repeat):
        start = perf_counter()
        sites.find(scanned)
        times.append(perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 200, 400, 800])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    base_size = args.sizes[0]
    base = reading_seconds(base_size, args.repeat)
    print("| blocks | KB | read s | x size | x time |")
    print("|---:|---:|---:|---:|---:|")
    for size in args.sizes:
        seconds = base if size == base_size else reading_seconds(size, args.repeat)
        kb = len(script(size).encode()) / 1024
        print(
            f"| {size} | {kb:.0f} | {seconds:.3f} | {size / base_size:.0f} | {seconds / base:.1f} |"
        )


if __name__ == "__main__":
    main()
