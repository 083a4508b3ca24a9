"""Random and mutated bytes through every adapter, as the engine runs them.

Whatever the bytes, a file ends as a clean result, a finding, a skip note or a
`path:line:col` error: never an exception, never an "internal error". A reading
that hangs fails the test through its timeout, never a timed assertion: how long a
file takes depends on the machine, and readers bound their work by counted steps.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hisparse_fix.engine.pipeline import process_bytes
from hisparse_fix.formats import FORMATS
from hisparse_fix.sglang.settings import Settings
from tests.conftest import fixture_files

SEED = 20260512
MUTANTS_PER_FIXTURE = 20
RANDOM_PER_FORMAT = 150

TOKENS = [
    b"--enable-hisparse", b"--kv-cache-dtype", b"fp8_e5m2", b"enable_hisparse=True", b"\\\n",
    b'"', b"'", b"`", b"$(", b"${", b"[", b"]", b"{", b"}", b"(", b")", b"\n", b"\r\n", b"\r",
    b"\t", b"\0", b"\xff", b"\xef\xbb\xbf", b"\xe9", b"#", b":", b"=", b"- ", b"```", b"EOF",
    b"<<EOF\n", b"\\", b"%%bash\n", b"!", b"CMD [", b"&&", b"|", b";", b"&",
]  # fmt: skip
"""Bytes that matter to some parser: quotes, brackets, line endings, markers."""


def mutate(data: bytes, rng: random.Random) -> bytes:
    """A few byte-level edits: flips, deletions, insertions, truncation, duplication."""
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        where = rng.randrange(len(data) + 1)
        choice = rng.randrange(6)
        if choice == 0 and data:
            data[min(where, len(data) - 1)] = rng.randrange(256)
        elif choice == 1:
            del data[where : where + rng.randint(1, 16)]
        elif choice == 2:
            data[where:where] = rng.choice(TOKENS)
        elif choice == 3:
            del data[where:]
        elif choice == 4:
            start = rng.randrange(len(data) + 1)
            data[where:where] = data[start : start + rng.randint(1, 64)]
        else:
            data[where:where] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
    return bytes(data)


def random_input(rng: random.Random) -> bytes:
    """Token soup that mentions HiSparse, so that it is parsed and not passed over."""
    pieces = [rng.choice(TOKENS) + rng.choice([b" ", b"", b"x"]) for _ in range(rng.randint(0, 60))]
    pieces.insert(
        rng.randint(0, len(pieces)), b"python3 -m sglang.launch_server --enable-hisparse "
    )
    return b"".join(pieces)


def inputs() -> list[tuple[str, str, bytes]]:
    """(format, label, bytes): mutants of every fixture, random soup for every format.

    Each fixture's mutants come from a generator seeded with its own name, so that
    adding a fixture changes no other fixture's mutants."""
    by_suffix = {fmt.name: fmt for fmt in FORMATS}
    cases = []
    for path in fixture_files():
        fmt = _format_of(path)
        data = path.read_bytes()
        rng = random.Random(f"{SEED}/{path.parent.name}/{path.name}")
        for index in range(MUTANTS_PER_FIXTURE):
            cases.append((fmt, f"{path.name}~{index}", mutate(data, rng)))
    rng = random.Random(SEED)
    for name in by_suffix:
        cases.append((name, "empty", b""))
        for index in range(RANDOM_PER_FORMAT):
            cases.append((name, f"random~{index}", random_input(rng)))
    return cases


def _format_of(path: Path) -> str:
    from hisparse_fix.formats import format_for

    fmt = format_for(path, path.read_bytes()[:256].decode("utf-8", "replace"))
    assert fmt is not None
    return fmt.name


CASES = inputs()


@pytest.mark.timeout(300)
@pytest.mark.parametrize("fmt_name", [fmt.name for fmt in FORMATS])
def test_no_input_raises_or_hangs(fmt_name: str) -> None:
    from hisparse_fix.formats import BY_NAME

    fmt = BY_NAME[fmt_name]
    ran = 0
    for name, label, data in CASES:
        if name != fmt_name:
            continue
        result = process_bytes(label, data, fmt, Settings())
        problem = result.problem
        assert problem is None or not problem.message.startswith("internal error"), (
            label,
            problem.message,
            data,
        )
        if problem is not None:
            assert problem.line is None or problem.line >= 1
        if result.changed:  # a fix is final: a second pass changes nothing
            again = process_bytes(label, result.fixed_bytes, fmt, Settings())
            assert not again.changed, (label, data)
        ran += 1
    assert ran >= RANDOM_PER_FORMAT


def test_the_fuzz_corpus_covers_every_format() -> None:
    names = {name for name, _, _ in CASES}
    assert names == {fmt.name for fmt in FORMATS}
    assert len(CASES) >= 1000
