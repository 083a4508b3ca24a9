"""The changes between a file's original and fixed text, as small replacements.

Lines are matched first (difflib); inside a changed block, old and new lines
that are alike are paired (a value changed in place) and the rest are lines
removed or added. A paired line becomes one replacement of the characters
that differ; a run of removed or added lines becomes one replacement. A
finding's fix is the hunks between the original and its own edits applied
alone (`engine.alone_fixes`); `line_block` shows them on whole lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from hisparse_fix.vocabulary.lines import split_lines

ALIKE = 0.7
"""Two lines at least this similar (difflib's ratio) are one line changed."""

_PAIRING_LIMIT = 200
"""Blocks with more lines than this are replaced whole (pairing is quadratic)."""


class Hunk(NamedTuple):
    """Replace `original[start:end]` with `text`."""

    start: int
    end: int
    text: str


def changed_hunks(original: str, fixed: str) -> list[Hunk]:
    if original == fixed:
        return []
    before = split_lines(original)
    after = split_lines(fixed)
    offsets = [0]
    for line in before:
        offsets.append(offsets[-1] + len(line))
    hunks: list[Hunk] = []
    import difflib  # here: the cache's results carry hunks, and a warm run only reads them

    head, tail = _common_ends(before, after)
    matcher = difflib.SequenceMatcher(
        None, before[head : len(before) - tail], after[head : len(after) - tail], autojunk=False
    )
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        if tag != "equal":
            old_range, new_range = (head + a0, head + a1), (head + b0, head + b1)
            hunks.extend(_block(offsets, before, after, old_range, new_range))
    return hunks


def _common_ends(before: list[str], after: list[str]) -> tuple[int, int]:
    """How many lines the two texts share at their start and, after those, at their end.
    Only the lines between are matched: a fix changes a few lines of a long file, and
    matching every line of it against every other is what took the time."""
    most = min(len(before), len(after))
    head = 0
    while head < most and before[head] == after[head]:
        head += 1
    tail = 0
    while tail < most - head and before[-1 - tail] == after[-1 - tail]:
        tail += 1
    return head, tail


def _pairs(old: list[str], new: list[str]) -> list[tuple[int, int]]:
    """Pairs of alike lines, in order, the most alike overall (a longest common
    subsequence weighted by similarity)."""
    rows, cols = len(old), len(new)
    score = [[_similarity(a, b) for b in new] for a in old]
    best = [[0.0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(cols - 1, -1, -1):
            paired = best[i + 1][j + 1] + score[i][j] if score[i][j] else 0.0
            best[i][j] = max(best[i + 1][j], best[i][j + 1], paired)
    pairs, i, j = [], 0, 0
    while i < rows and j < cols:
        if score[i][j] and best[i][j] == best[i + 1][j + 1] + score[i][j]:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif best[i + 1][j] >= best[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs


def _similarity(old: str, new: str) -> float:
    """difflib's ratio of two lines, 0 below `ALIKE`."""
    import difflib

    ratio = difflib.SequenceMatcher(None, old, new, autojunk=False).ratio()
    return ratio if ratio >= ALIKE else 0.0


def _block(
    offsets: list[int],
    before: list[str],
    after: list[str],
    old_range: tuple[int, int],
    new_range: tuple[int, int],
) -> list[Hunk]:
    (a0, a1), (b0, b1) = old_range, new_range
    old, new = before[a0:a1], after[b0:b1]
    if len(old) > _PAIRING_LIMIT or len(new) > _PAIRING_LIMIT:
        return [Hunk(offsets[a0], offsets[a1], "".join(new))]
    hunks: list[Hunk] = []
    i = j = 0
    for pi, pj in [*_pairs(old, new), (len(old), len(new))]:
        if i < pi or j < pj:  # lines removed and/or added before the next pair
            hunks.append(Hunk(offsets[a0 + i], offsets[a0 + pi], "".join(new[j:pj])))
        if pi < len(old):
            hunks.append(_narrow(offsets[a0 + pi], old[pi], new[pj]))
        i, j = pi + 1, pj + 1
    return hunks


def _narrow(base: int, old: str, new: str) -> Hunk:
    """One changed line -> the characters between their common prefix and suffix."""
    prefix = 0
    while prefix < min(len(old), len(new)) and old[prefix] == new[prefix]:
        prefix += 1
    suffix = 0
    while (
        suffix < min(len(old), len(new)) - prefix
        and old[len(old) - 1 - suffix] == new[len(new) - 1 - suffix]
    ):
        suffix += 1
    return Hunk(base + prefix, base + len(old) - suffix, new[prefix : len(new) - suffix])


def line_block(original: str, hunks: Sequence[Hunk]) -> Hunk:
    """Hunks applied together, as one replacement of whole lines: from the first line they
    change to the last, as a review suggestion shows a fix. Lines only added are shown
    with the line they follow (the first line, when they are added at the top)."""
    start, end = min(hunk.start for hunk in hunks), max(hunk.end for hunk in hunks)
    if start == end and start > 0 and original[start - 1] == "\n":
        start = end = start - 1  # an insertion between lines: shown with the line before
    line_start = original.rfind("\n", 0, start) + 1
    if end > line_start and original[end - 1] == "\n":
        line_end = end
    else:
        newline = original.find("\n", end)
        line_end = len(original) if newline == -1 else newline + 1
    text = original[line_start:line_end]
    for hunk in sorted(hunks, key=lambda hunk: (hunk.start, hunk.end), reverse=True):
        text = text[: hunk.start - line_start] + hunk.text + text[hunk.end - line_start :]
    return Hunk(line_start, line_end, text)


def same_lines(original: str, fixes: Sequence[Sequence[Hunk]]) -> list[list[int]]:
    """The indices of `fixes` grouped where they change the same lines (as `line_block`
    shows them, so two review suggestions of one group would overlap; a chain of such
    fixes is one group), each group in index order."""
    spans = sorted(
        (block.start, block.end, index)
        for index, hunks in enumerate(fixes)
        for block in (line_block(original, [hunk]) for hunk in hunks)
    )
    parent = list(range(len(fixes)))

    def root(index: int) -> int:
        while parent[index] != index:
            parent[index] = parent[parent[index]]
            index = parent[index]
        return index

    reach, holder = -1, -1
    for start, end, index in spans:
        if holder >= 0 and start < reach:
            parent[root(index)] = root(holder)
        if end > reach:
            reach, holder = end, index
    groups: dict[int, list[int]] = {}
    for index in range(len(fixes)):
        groups.setdefault(root(index), []).append(index)
    return list(groups.values())
