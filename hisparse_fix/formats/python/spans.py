"""Each node's span in a libcst module's code, in characters.

libcst's `ByteSpanPositionProvider` runs the module's codegen with a state that
records where each node starts and ends. It keeps the code's tokens, encodes each
one to count its UTF-8 bytes, builds a frozen `CodeSpan` per node and records the
syntactic spans through a generator context manager: for a few hundred nodes a file
that is most of the cost of reading Python. The reader wants characters, so this
state runs the same codegen counting characters, keyed by node identity, with plain
tuples and a plain context manager. `tests/test_python_spans.py` holds it equal to
the provider on every fixture and a sample of other code.
"""

from __future__ import annotations

from types import TracebackType

import libcst as cst
from libcst._nodes.internal import CodegenState

CharSpans = dict[int, tuple[int, int]]
"""By `id` of each node: its (start, end) character offsets in the module's code."""


def char_spans(module: cst.Module) -> CharSpans:
    """Every node's span, as the provider gives it (the whitespace a node owns around
    it left out where libcst says so), in characters of `module.code`."""
    state = _SpanState(module)
    try:
        module._codegen(state)
    except AttributeError:  # a libcst whose codegen asks its state for more: its own
        return provider_spans(module)
    return state.spans


def provider_spans(module: cst.Module) -> CharSpans:
    """`char_spans` as libcst's provider computes them, in bytes turned into characters."""
    from libcst.metadata import ByteSpanPositionProvider, MetadataWrapper

    from hisparse_fix.formats.offsets import CharOffsets

    offsets = CharOffsets(module.code)
    spans = MetadataWrapper(module, unsafe_skip_copy=True).resolve(ByteSpanPositionProvider)
    return {
        id(node): (offsets.char(span.start), offsets.char(span.start + span.length))
        for node, span in spans.items()
    }


class _SpanState(CodegenState):
    """libcst's codegen state, counting characters as it goes (its tokens are kept as
    the base state keeps them: `Module` asks whether any was written)."""

    def __init__(self, module: cst.Module) -> None:
        super().__init__(
            default_indent=module.default_indent, default_newline=module.default_newline
        )
        self.position = 0
        self.spans: CharSpans = {}
        self._starts: list[int] = []

    def add_indent_tokens(self) -> None:
        self.tokens.extend(self.indent_tokens)
        for token in self.indent_tokens:
            self.position += len(token)

    def add_token(self, value: str) -> None:
        self.tokens.append(value)
        self.position += len(value)

    def before_codegen(self, node: cst.CSTNode) -> None:
        self._starts.append(self.position)

    def after_codegen(self, node: cst.CSTNode) -> None:
        start = self._starts.pop()
        self.spans.setdefault(id(node), (start, self.position))  # a syntactic span stays

    def record_syntactic_position(  # type: ignore[override]
        self,
        node: cst.CSTNode,
        *,
        start_node: cst.CSTNode | None = None,
        end_node: cst.CSTNode | None = None,
    ) -> _Syntactic:
        return _Syntactic(self, node, start_node, end_node)


class _Syntactic:
    """A node's span without the whitespace it owns: from where the code inside the
    `with` starts (or `start_node`'s start) to where it ends (or `end_node`'s end)."""

    __slots__ = ("_end_node", "_node", "_start", "_start_node", "_state")

    def __init__(
        self,
        state: _SpanState,
        node: cst.CSTNode,
        start_node: cst.CSTNode | None,
        end_node: cst.CSTNode | None,
    ) -> None:
        self._state, self._node = state, node
        self._start_node, self._end_node = start_node, end_node
        self._start = 0

    def __enter__(self) -> None:
        self._start = self._state.position

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        spans = self._state.spans
        start = self._start if self._start_node is None else spans[id(self._start_node)][0]
        end = self._state.position if self._end_node is None else spans[id(self._end_node)][1]
        spans[id(self._node)] = (start, end)
