"""The mutants that behave as the code does (`equivalent.toml`), each with its reason.

No test can kill an equivalent mutant, so the run does not count it against
the kill rate; the reason is what a reviewer checks. An entry names the file,
the mutation as the run prints it and the mutated line's text (line numbers
move as the code changes; the line's text rarely does).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from tools.mutation.operators import Mutant

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

LIST = Path(__file__).with_name("equivalent.toml")


@dataclass(frozen=True)
class Equivalents:
    reasons: dict[tuple[str, str, str], str]
    """(path, mutation, line text) -> why the mutant behaves as the code does."""

    @classmethod
    def load(cls, path: Path = LIST) -> Equivalents:
        entries = tomllib.loads(path.read_text(encoding="utf-8")).get("equivalent", [])
        return cls(
            {(item["path"], item["mutation"], item["context"]): item["reason"] for item in entries}
        )

    def reason(self, mutant: Mutant) -> str | None:
        return self.reasons.get((mutant.path, mutant.description, mutant.context))
