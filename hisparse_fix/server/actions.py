"""Code actions over one check: each finding's own fix, an ignore comment for its
launch, and every fix at once (`source.fixAll.hisparse-fix`).

A finding's fix is its edits alone (`api.Finding.fix`), so a quick fix never brings
another finding's edit with it. The ignore comment is offered only where it is
checked to silence the finding (`api.ignore_edit`; in a notebook, the cell where the
launch starts gets the comment and the notebook is checked again).
"""

from __future__ import annotations

from collections.abc import Sequence

from lsprotocol import types
from pygls.workspace.position_codec import PositionCodec

from hisparse_fix import api
from hisparse_fix.server.checks import Checked, Placed
from hisparse_fix.server.convert import Units, diagnostic, workspace_edit
from hisparse_fix.vocabulary.text_positions import Lines, Range, TextEdit

FIX_ALL = "source.fixAll.hisparse-fix"
FIX_ALL_TITLE = "Fix all hisparse-fix problems"


def wanted(kind: str, only: Sequence[str] | None) -> bool:
    """Whether a client that asked for `only` kinds wants actions of `kind`."""
    return not only or any(kind == asked or kind.startswith(f"{asked}.") for asked in only)


def code_actions(
    checked: Checked,
    uri: str,
    asked: Range,
    only: Sequence[str] | None,
    codec: PositionCodec,
) -> list[types.CodeAction]:
    """The actions for the findings of document `uri` that `asked` touches, and fix-all."""
    texts = {doc.uri: doc.text for doc in checked.source.documents}
    found: list[types.CodeAction] = []
    units = Units(texts[uri], codec) if uri in texts else None
    if units is not None and wanted(types.CodeActionKind.QuickFix, only):
        for placed in checked.at(uri):
            if _touches(placed.range, asked):
                found.extend(_for_finding(checked, placed, units, texts, codec))
    result = checked.result
    if result is not None and result.fixed and wanted(FIX_ALL, only):
        edits = checked.source.edits(result.text)
        found.append(
            types.CodeAction(
                title=FIX_ALL_TITLE, kind=FIX_ALL, edit=workspace_edit(edits, texts, codec)
            )
        )
    return found


def _touches(found: Range, asked: Range) -> bool:
    return found.start <= asked.end and asked.start <= found.end


def _for_finding(
    checked: Checked,
    placed: Placed,
    units: Units,
    texts: dict[str, str],
    codec: PositionCodec,
) -> list[types.CodeAction]:
    finding = placed.finding
    shown = [diagnostic(placed, units)]
    actions = []
    if finding.fix:
        edits = checked.source.edits(api.apply_edits(checked.source.text, finding.fix))
        actions.append(
            types.CodeAction(
                title=f"Fix {finding.code} ({finding.name})",
                kind=types.CodeActionKind.QuickFix,
                diagnostics=shown,
                is_preferred=True,
                edit=workspace_edit(edits, texts, codec),
            )
        )
    ignore = ignore_edits(checked, finding)
    if ignore:
        actions.append(
            types.CodeAction(
                title=f"Ignore {finding.code} on this launch",
                kind=types.CodeActionKind.QuickFix,
                diagnostics=shown,
                edit=workspace_edit(ignore, texts, codec),
            )
        )
    return actions


def ignore_edits(checked: Checked, finding: api.Finding) -> dict[str, list[TextEdit]]:
    """The `# hisparse-fix: ignore[CODE]` comment for `finding`'s launch, by document;
    empty where none is checked to silence it."""
    source = checked.source
    if not source.notebook:
        edit = api.ignore_edit(
            source.text, finding, path=source.path, format=source.format, settings=checked.settings
        )
        return {source.key: [edit]} if edit is not None else {}
    from hisparse_fix.engine.ignore_comment import comment_edit, launch_start
    from hisparse_fix.formats import BY_NAME

    engine = checked.settings.resolve(source.path)
    offset = Lines(source.text).offset(finding.range.start)
    start = launch_start(source.text, BY_NAME["notebook"], engine, offset)
    if start is None:
        return {}
    place = source.place(start)
    document = source.document(place.uri)
    made = None if document is None else comment_edit(document.text, place.offset, finding.code)
    if document is None or made is None:
        return {}
    after = source.with_text(
        place.uri, document.text[: made[0]] + made[2] + document.text[made[1] :]
    )
    if not api.silences(
        source.text, after.text, finding.code, "notebook", source.path, checked.settings
    ):
        return {}
    lines = Lines(document.text)
    return {place.uri: [TextEdit(lines.range(made[0], made[1]), made[2])]}
