"""The error for an edit that cannot be written, without loading the shell adapter.

Edits refused anywhere are one class, the shell adapter's `UnwritableEditError`;
its package loads tree-sitter, which a Python file without shell command
strings never needs, so it is imported only when an edit is refused.
"""

from __future__ import annotations


def unwritable(message: str) -> Exception:
    """An `UnwritableEditError` saying `message`, to raise."""
    from hisparse_fix.formats.shell_view import UnwritableEditError

    return UnwritableEditError(message)
