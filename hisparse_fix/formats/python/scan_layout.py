"""The layout the pass records for edits: every bracketed sequence, and every simple
statement with its line and block, so that an item or a whole statement can be removed
(or one added) without breaking the code around it."""

from __future__ import annotations

from collections.abc import Sequence as Items
from typing import Any

import libcst as cst

from hisparse_fix.formats.python.layout import Sequence, Statement
from hisparse_fix.formats.python.scan_walk import Walk
from hisparse_fix.vocabulary.sites import Span


class LayoutWalk(Walk):
    """Blocks and lines, for removing whole statements; sequences, for removing items."""

    def visit_IndentedBlock(self, node: cst.IndentedBlock) -> None:
        size = sum(
            len(item.body) if isinstance(item, cst.SimpleStatementLine) else 1 for item in node.body
        )
        self.blocks.append((id(node), size))

    def leave_IndentedBlock(self, original_node: cst.IndentedBlock) -> None:
        self.blocks.pop()

    def visit_SimpleStatementSuite(self, node: cst.SimpleStatementSuite) -> None:
        self.result.points.append(self._located(node))
        self.blocks.append((id(node), len(node.body)))
        self._record_line(node.body)

    def leave_SimpleStatementSuite(self, original_node: cst.SimpleStatementSuite) -> None:
        self.blocks.pop()

    def visit_SimpleStatementLine(self, node: cst.SimpleStatementLine) -> None:
        self.result.points.append(self._located(node))
        self._record_line(node.body)

    def _record_line(self, body: Items[cst.BaseSmallStatement]) -> None:
        previous: Span | None = None
        for statement in body:
            semicolon = statement.semicolon
            own = self.source.span(semicolon) if isinstance(semicolon, cst.Semicolon) else None
            self.lines[id(statement)] = (own, previous, id(body), len(body))
            previous = own

    def _statement(self, node: cst.BaseSmallStatement) -> Span:
        span = self.source.span(node)
        semicolon, previous, line, line_size = self.lines.get(id(node), (None, None, id(node), 1))
        block, size = self.blocks[-1]
        self.result.statements[span] = Statement(
            span, semicolon, previous, line, line_size, block, size
        )
        return span

    def _sequence(
        self, node: cst.CSTNode, items: Items[Any], is_tuple: bool = False, bare: bool = False
    ) -> None:
        elements = tuple(self.source.span(item) for item in items)
        commas = tuple(
            self.source.span(item.comma) if isinstance(item.comma, cst.Comma) else None
            for item in items
        )
        sequence = Sequence(elements, commas, is_tuple, bare, self.owners.get(id(node)))
        for index, span in enumerate(elements):
            self.result.sequences.setdefault(span, (sequence, index))
