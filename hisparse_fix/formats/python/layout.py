"""How the items of a bracketed sequence and the statements that grow a list are laid
out in the text: what removing or adding an item needs, whichever reader found them."""

from __future__ import annotations

from typing import NamedTuple, Protocol

from hisparse_fix.vocabulary.sites import Span


class Sequence(NamedTuple):
    """A bracketed run of items (list, tuple, call arguments, dict) as laid out."""

    elements: tuple[Span, ...]
    commas: tuple[Span | None, ...]
    is_tuple: bool
    """A tuple: one item left needs its comma."""
    bare: bool
    """A tuple without parentheses: emptied, it must become `()`."""
    owner: Span | None = None
    """The statement (`xs += [...]`, `xs.extend([...])`) to drop when every item goes."""


class Statement(NamedTuple):
    """A small statement that grows a list, for removing it whole."""

    span: Span
    semicolon: Span | None
    previous_semicolon: Span | None
    line: int
    line_size: int
    """Small statements on its line (`a; b` is two)."""
    block: int
    block_size: int | None
    """Small statements in the enclosing block; None where an empty block is fine."""


class Layout(Protocol):
    """Where items sit: each item's sequence and index, the statements that grow a list,
    and the item that is all a statement adds -> that statement."""

    @property
    def sequences(self) -> dict[Span, tuple[Sequence, int]]: ...

    @property
    def statements(self) -> dict[Span, Statement]: ...

    @property
    def standalone(self) -> dict[Span, Span]: ...
