"""`python -m tests.differential`: the counts and every broken assertion, for the lead."""

from __future__ import annotations

from tests.differential.python import judge_python, python_cases
from tests.differential.shell import fixture_cases, judge_cases, summary


def main() -> int:
    shell = judge_cases(fixture_cases())
    python_tried = python_cases()
    python = judge_python([item.case for item in python_tried if item.skip is None])
    for outcome in (*shell, *python):
        if outcome.problems:
            print(outcome.report(), end="\n\n")
    print(summary(shell))
    print(summary(python, "python"))
    skipped = [item.id for item in python_tried if item.skip is not None]
    if skipped:
        print("python fixtures not run:\n  " + "\n  ".join(skipped))
    return 1 if any(outcome.problems for outcome in (*shell, *python)) else 0


if __name__ == "__main__":
    raise SystemExit(main())
