"""How the cost of reading a Python test module grows with its test classes.

Each class builds its launch's arguments in a class method that branches on a mode,
loops over NICs and branches on the scheme, and launches SGLang from a 3x3 loop over
schemes and context lengths (`popen_launch_server(other_args=...)`): the shape of a
real multi-class HiSparse test module. Sizes double from `--smallest` classes to
`--largest`; each module is judged in this process (`engine.fix_text`, CPU time, the
best of `--repeat`), once as `--check` judges it and once with the fixed text and
each finding's own fix worked out (as `--write`, `json` and the server do). The table
gives, per doubling, the ratio of the times.

    .venv/bin/python benchmarks/bench_python_classes.py [--smallest 8] [--largest 128]
"""

from __future__ import annotations

import argparse
import time

HEAD = (
    "import os\nimport unittest\n\n"
    "from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, popen_launch_server\n\n"
    "MODEL = 'deepseek-ai/DeepSeek-V3.2'\nNICS = ['mlx5_0', 'mlx5_1', 'mlx5_2', 'mlx5_3']\n"
)

CLASS = """

class TestHiSparse{index}(unittest.TestCase):
    mode = os.environ.get("MODE_{index}", "bench")

    @classmethod
    def build_args(cls, scheme, ctx):
        args = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2", "--tp", "{tp}"]
        if cls.mode == "debug":
            args += ["--log-level", "debug"]
        else:
            args += ["--log-level", "info"]
        for nic in NICS:
            if nic.endswith("{nic}"):
                args += ["--disaggregation-ib-device", nic]
        if scheme == "pd":
            args += ["--disaggregation-mode", "decode"]
        args += ["--context-length", str(ctx)]
        return args

    def test_launch(self):
        for scheme in ["base", "pd", "spec"]:
            for ctx in [4096, 32768, 131072]:
                process = popen_launch_server(
                    MODEL,
                    DEFAULT_URL_FOR_TEST,
                    timeout=600,
                    other_args=self.build_args(scheme, ctx),
                )
                process.terminate()
"""


def module(classes: int) -> str:
    return HEAD + "".join(CLASS.format(index=i, tp=1 + i % 8, nic=i % 4) for i in range(classes))


def seconds(text: str, repeat: int, *, write: bool) -> float:
    from hisparse_fix.engine.pipeline import fix_text
    from hisparse_fix.formats import BY_NAME
    from hisparse_fix.sglang.settings import Settings

    best = float("inf")
    for run in range(repeat):
        varied = f"{text}# {write} {run}\n"  # the reader keeps its last texts' readings
        start = time.process_time()
        fix_text(varied, BY_NAME["python"], Settings(), own_fixes=write, settle=write)
        best = min(best, time.process_time() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smallest", type=int, default=8)
    parser.add_argument("--largest", type=int, default=128)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    seconds(module(1), 1, write=True)  # the readers and rules imported, outside the table
    print("| classes | KB | check s (CPU) | x previous | fixes too s | x previous |")
    print("|---:|---:|---:|---:|---:|---:|")
    previous: tuple[float, float] | None = None
    count = args.smallest
    while count <= args.largest:
        text = module(count)
        check = seconds(text, args.repeat, write=False)
        write = seconds(text, args.repeat, write=True)
        growth = (
            ("", "")
            if previous is None
            else (f"{check / previous[0]:.2f}", f"{write / previous[1]:.2f}")
        )
        print(
            f"| {count} | {len(text) / 1024:.0f} | {check:.3f} | {growth[0]} "
            f"| {write:.3f} | {growth[1]} |",
            flush=True,
        )
        previous = (check, write)
        count *= 2


if __name__ == "__main__":
    main()
