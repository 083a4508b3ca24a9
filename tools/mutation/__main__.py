"""`python -m tools.mutation [PATH ...]`: mutate the core, run the tests, print what survived.

Prints each module's kill rate (killed by behaviour tests / mutants that are not
equivalent) and every survivor as `file:line: mutation`; exits 1 when a
non-equivalent mutant survives. PATH narrows the run to files or folders of the
scope (`hisparse_fix/engine/consensus.py`, `hisparse_fix/rules`).
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import time
from collections import Counter
from pathlib import Path

from tools.mutation.equivalent import Equivalents
from tools.mutation.operators import Mutant, mutants
from tools.mutation.runner import Job, Outcome, run
from tools.mutation.scope import ROOT, Module, modules
from tools.mutation.tables import text_mutants, toml_mutants, vocabulary

_KILLED = ("killed", "timeout")
DEFAULT_LIMIT = 15
"""Mutants per module at most (evenly spread over the file): the core runs in tens of
minutes on two cores. `--limit 0` takes every mutant."""


def main(argv: list[str] | None = None) -> int:
    options = _parser().parse_args(argv)
    signal.signal(signal.SIGTERM, _interrupted)
    selected = [_relative(path) for path in options.paths] or None
    scope = modules(selected)
    if not scope:
        print(f"nothing of the scope under {' '.join(options.paths)}", file=sys.stderr)
        return 2
    equivalents = Equivalents.load()
    again = _survivors(options.again) if options.again else None
    jobs: list[Job] = []
    skipped: list[tuple[Mutant, str]] = []
    for module in scope:
        limit = options.limit if module.limit is None else min(options.limit, module.limit)
        for mutant in _spread(_mutants_of(module), limit if options.limit > 0 else 0):
            if again is not None and _key(mutant) not in again:
                continue
            reason = equivalents.reason(mutant)
            if reason is None:
                jobs.append(Job(mutant, module.tests))
            else:
                skipped.append((mutant, reason))
    if options.list:
        for job in jobs:
            print(f"{job.mutant.path}:{job.mutant.line}: {job.mutant.description}")
        return 0
    print(f"{len(jobs)} mutants of {len(scope)} modules, {options.jobs} at a time", flush=True)
    started = time.monotonic()
    done = Counter[str]()

    def heard(outcome: Outcome) -> None:
        done[outcome.verdict] += 1
        if options.verbose or outcome.verdict == "survived":
            where = f"{outcome.mutant.path}:{outcome.mutant.line}"
            print(f"[{sum(done.values())}/{len(jobs)}] {outcome.verdict} {where}: "
                  f"{outcome.mutant.description} {outcome.by}", flush=True)  # fmt: skip

    deadline = started + 60 * options.minutes if options.minutes else None
    outcomes = run(jobs, options.jobs, not options.fast_only, heard, deadline)
    seconds = time.monotonic() - started
    print(_summary(scope, outcomes, skipped, seconds))
    if options.json:
        Path(options.json).write_text(json.dumps(_records(outcomes, skipped), indent=1) + "\n")
    return 1 if any(outcome.verdict == "survived" for outcome in outcomes) else 0


def _interrupted(signum: int, frame: object) -> None:
    """SIGTERM ends the run as Ctrl-C does: its pytest runs killed, its copies removed."""
    raise KeyboardInterrupt


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tools.mutation", description=__doc__)
    parser.add_argument("paths", nargs="*", help="files or folders of the scope (default: all)")
    parser.add_argument("--jobs", type=int, default=2, help="mutants judged at once")
    parser.add_argument("--limit", type=int, default=DEFAULT_LIMIT, help="mutants per module")
    parser.add_argument(
        "--fast-only", action="store_true", help="judge by each module's tests, not the suite"
    )
    parser.add_argument(
        "--minutes", type=float, help="start no mutant after this long (the rest: unjudged)"
    )
    parser.add_argument("--list", action="store_true", help="print the mutants, run nothing")
    parser.add_argument("--json", help="write every outcome to this file")
    parser.add_argument(
        "--again", metavar="JSON", help="judge only the mutants that survived in this --json file"
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="print every outcome")
    return parser


def _relative(path: str) -> str:
    return Path(path).resolve().relative_to(ROOT).as_posix()


def _mutants_of(module: Module) -> list[Mutant]:
    text = (ROOT / module.path).read_text(encoding="utf-8")
    if module.path.endswith(".toml"):
        tables = sorted((ROOT / module.path).parent.glob("sglang-*.toml"))
        return toml_mutants(module.path, text, vocabulary(tables))
    if module.path.endswith(".txt"):
        return text_mutants(module.path, text)
    return mutants(module.path, text)


def _key(mutant: Mutant) -> tuple[str, str, str]:
    return (mutant.path, mutant.description, mutant.context)


def _survivors(path: str) -> set[tuple[str, str, str]]:
    """The mutants a previous run (`--json`) left alive or did not judge, as (path,
    mutation, line text)."""
    records = json.loads(Path(path).read_text())
    return {
        (record["path"], record["mutation"], record["context"])
        for record in records
        if record["verdict"] in ("survived", "unjudged")
    }


def _spread(found: list[Mutant], limit: int) -> list[Mutant]:
    """At most `limit` mutants, evenly spaced over the file (the same ones every run)."""
    if limit <= 0 or len(found) <= limit:
        return found
    return [found[index * len(found) // limit] for index in range(limit)]


def _summary(
    scope: list[Module], outcomes: list[Outcome], skipped: list[tuple[Mutant, str]], seconds: float
) -> str:
    lines = [f"{'module':56} mutants killed equivalent survived  rate"]
    for module in scope:
        mine = [outcome for outcome in outcomes if outcome.mutant.path == module.path]
        equivalent = sum(mutant.path == module.path for mutant, _ in skipped)
        killed = sum(outcome.verdict in _KILLED for outcome in mine)
        survived = sum(outcome.verdict == "survived" for outcome in mine)
        judged = killed + survived
        rate = f"{100 * killed / judged:5.1f}%" if judged else "    -"
        total = len(mine) + equivalent
        lines.append(f"{module.path:56} {total:7} {killed:6} {equivalent:10} {survived:8} {rate}")
    killed = sum(outcome.verdict in _KILLED for outcome in outcomes)
    survived = sum(outcome.verdict == "survived" for outcome in outcomes)
    unjudged = len(outcomes) - killed - survived
    lines.append(
        f"total: {len(outcomes) + len(skipped)} mutants, {killed} killed by behaviour tests, "
        f"{len(skipped)} equivalent, {survived} survived"
        + (f", {unjudged} not judged (out of time)" if unjudged else "")
        + f", in {seconds / 60:.1f} min"
    )
    for outcome in outcomes:
        if outcome.verdict in ("survived", "unjudged"):
            mutant = outcome.mutant
            lines.append(f"{outcome.verdict} {mutant.path}:{mutant.line}: {mutant.description}")
    return "\n".join(lines)


def _records(outcomes: list[Outcome], skipped: list[tuple[Mutant, str]]) -> list[dict]:
    records = [
        {
            "path": outcome.mutant.path,
            "line": outcome.mutant.line,
            "mutation": outcome.mutant.description,
            "context": outcome.mutant.context,
            "verdict": outcome.verdict,
            "by": outcome.by,
            "seconds": round(outcome.seconds, 2),
        }
        for outcome in outcomes
    ]
    records += [
        {"path": mutant.path, "line": mutant.line, "mutation": mutant.description,
         "context": mutant.context, "verdict": "equivalent", "by": reason}
        for mutant, reason in skipped
    ]  # fmt: skip
    return records


if __name__ == "__main__":
    sys.exit(main())
