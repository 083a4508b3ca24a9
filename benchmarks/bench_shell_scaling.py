"""How the cost of reading a shell script grows with its size: one table per family.

Generated families of launch scripts, each from about 1 KB to 5 MB by doublings:

- `nested`: functions that loop over NICs, called from nested loops over schemes and
  context lengths, after a `while` over the arguments (a real RDMA launcher's shape);
- `case`: a long `case` over models, each arm building an array and calling a helper
  that loops over its words (a multi-model benchmark launcher's shape);
- `toggles`: independent `if` toggles, each adding an option, before one launch;
- `flat`: `echo` lines and one launch.

Each file is judged in this process (`engine.fix_text`, CPU time) and checked by
`bash -n` (CPU time of the child) in the same run; the table gives, per doubling of
the size, the ratio of the tool's times (the sizes are not exact doublings, so the
ratio is taken to the power of one over the doublings between them), and the tool
against `bash -n`. A size is not
run once the one before took longer than `--most` seconds.

    .venv/bin/python benchmarks/bench_shell_scaling.py [--largest 5000000] [--most 60]
"""

from __future__ import annotations

import argparse
import math
import resource
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

LAUNCH = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
    "--enable-hisparse --disable-radix-cache"
)


def nested(count: int) -> str:
    lines = [
        "#!/bin/bash",
        "MODE=${MODE:-bench}",
        'NICS="mlx5_0 mlx5_1 mlx5_2 mlx5_3"',
        "KV=fp8_e5m2",
        "while [[ $# -gt 0 ]]; do",
        '  case "$1" in',
        '    --mode) MODE="$2"; shift 2 ;;',
        '    --nics) NICS="$2"; shift 2 ;;',
        '    *) echo "unknown $1"; exit 1 ;;',
        "  esac",
        "done",
    ]
    for i in range(count):
        lines += [
            f"setup_nics_{i}() {{",
            "  local nic",
            "  for nic in $NICS; do",
            f'    if [[ "$nic" == mlx5_{i % 4} ]]; then',
            '      export NCCL_IB_HCA="$nic"',
            "    else",
            '      echo "skip $nic"',
            "    fi",
            "  done",
            "}",
            f"run_case_{i}() {{",
            "  local scheme=$1 ctx=$2",
            f"  setup_nics_{i}",
            "  local extra=()",
            '  if [[ "$scheme" == pd ]]; then',
            "    extra+=(--disaggregation-mode decode)",
            '  elif [[ "$scheme" == spec ]]; then',
            "    extra+=(--speculative-algorithm EAGLE --speculative-eagle-topk 1)",
            "  fi",
            '  if [[ "$MODE" == debug ]]; then',
            "    extra+=(--log-level debug)",
            "  fi",
            f'  {LAUNCH} --kv-cache-dtype "$KV" --context-length "$ctx" "${{extra[@]}}" \\',
            f"    --port $((30000 + {i})) &",
            "  sleep 30",
            "  kill %1 || true",
            "}",
        ]
    lines += ["for scheme in base pd spec; do", "  for ctx in 4096 32768 131072; do"]
    lines += [f'    run_case_{i} "$scheme" "$ctx"' for i in range(count)]
    lines += ["  done", "done"]
    return "\n".join(lines) + "\n"


def case(count: int) -> str:
    lines = [
        "#!/bin/bash",
        "MODEL=${1:-dsv32}",
        "start() {",
        "  local args=()",
        '  for word in "$@"; do',
        '    args+=("$word")',
        "  done",
        f'  {LAUNCH} "${{args[@]}}"',
        "}",
        'case "$MODEL" in',
    ]
    for i in range(count):
        dtype = ("fp8_e5m2", "fp8_e4m3", "bfloat16")[i % 3]
        lines += [
            f"  model{i})",
            f"    ARGS=(--kv-cache-dtype {dtype} --tp {1 + i % 8} --port {30000 + i})",
            '    if [[ "$SPEC" == 1 ]]; then ARGS+=(--speculative-algorithm EAGLE); fi',
            '    start "${ARGS[@]}"',
            "    ;;",
        ]
    lines += ['  *) echo "unknown model $MODEL"; exit 1 ;;', "esac"]
    return "\n".join(lines) + "\n"


def toggles(count: int) -> str:
    lines = ["#!/bin/bash", "ARGS=()"]
    for i in range(count):
        lines += [f'if [[ "${{FLAG_{i}:-0}}" == 1 ]]; then', f"  ARGS+=(--opt-{i} {i})", "fi"]
    lines.append(f'{LAUNCH} --kv-cache-dtype fp8_e5m2 "${{ARGS[@]}}"')
    return "\n".join(lines) + "\n"


def flat(count: int) -> str:
    lines = ["#!/bin/bash"]
    lines += [f'echo "step {i}: preparing the node"' for i in range(count)]
    lines.append(f"{LAUNCH} --kv-cache-dtype fp8_e5m2")
    return "\n".join(lines) + "\n"


FAMILIES: dict[str, Callable[[int], str]] = {
    "nested": nested,
    "case": case,
    "toggles": toggles,
    "flat": flat,
}


def sized(family: Callable[[int], str], size: int) -> str:
    """The family's script of about `size` bytes (the smallest count that reaches it)."""
    unit = max(1, len(family(2)) - len(family(1)))
    count = max(1, (size - len(family(1))) // unit + 1)
    return family(count)


def tool_seconds(text: str) -> float:
    from hisparse_fix.engine.pipeline import fix_text
    from hisparse_fix.formats import BY_NAME
    from hisparse_fix.sglang.settings import Settings

    start = time.process_time()
    fix_text(text, BY_NAME["shell"], Settings(), own_fixes=False)
    return time.process_time() - start


def bash_seconds(path: Path) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(["bash", "-n", str(path)], check=False, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--largest", type=int, default=5_000_000)
    parser.add_argument("--most", type=float, default=60.0)
    parser.add_argument("--families", default=",".join(FAMILIES))
    args = parser.parse_args()
    sizes = []
    size = 1000
    while size <= args.largest:
        sizes.append(size)
        size *= 2
    tool_seconds("#!/bin/bash\n" + LAUNCH + "\n")  # the readers imported, outside the table
    print("| family | bytes | tool s (CPU) | x per doubling | bash -n s | tool / bash -n |")
    print("|---|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as folder:
        for name in args.families.split(","):
            previous = None
            previous_size = 0
            for size in sizes:
                text = sized(FAMILIES[name], size)
                path = Path(folder) / f"{name}.sh"
                path.write_text(text)
                if previous is not None and previous > args.most:
                    print(f"| {name} | {len(text):,} | not run | | | |")
                    continue
                seconds = tool_seconds(text)
                bash = bash_seconds(path)
                growth = ""
                if previous:
                    doublings = math.log2(len(text) / previous_size)
                    growth = f"{(seconds / previous) ** (1 / doublings):.2f}"
                ratio = f"{seconds / bash:.1f}" if bash > 0 else ""
                print(
                    f"| {name} | {len(text):,} | {seconds:.3f} | {growth} | {bash:.3f} | {ratio} |",
                    flush=True,
                )
                previous, previous_size = seconds, len(text)


if __name__ == "__main__":
    main()
