"""Parsers count UTF-8 bytes; spans and edits count characters."""

from __future__ import annotations


class CharOffsets:
    """Turns byte offsets into the UTF-8 encoding of a text into character offsets.

    Undecodable bytes kept as surrogates (`surrogateescape`) count one
    character each, as they were one byte each.
    """

    def __init__(self, text: str) -> None:
        self.data = text.encode("utf-8", "surrogateescape")
        self._chars: list[int] | None = None
        if len(self.data) != len(text):
            chars = []
            for index, char in enumerate(text):
                chars.extend([index] * len(char.encode("utf-8", "surrogateescape")))
            chars.append(len(text))
            self._chars = chars

    @property
    def one_byte_each(self) -> bool:
        """Whether every character is one byte (byte and character offsets agree)."""
        return self._chars is None

    def char(self, byte_offset: int) -> int:
        return byte_offset if self._chars is None else self._chars[byte_offset]


def line_and_column(text: str, offset: int) -> tuple[int, int]:
    """1-based line and column (in characters) of an offset, for messages."""
    line_start = text.rfind("\n", 0, offset) + 1
    return text.count("\n", 0, offset) + 1, offset - line_start + 1
