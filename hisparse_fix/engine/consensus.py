"""Which fixes every run agrees on: an edit is made only where it is right for all.

One piece of text can be read by several sites: the alternatives of one
launch (an `if`/`else` before it, an append under a condition) and other
launches that share an array, a list or a dict. A rule judges each site on
its own; this module decides which of those judgements may touch the text.

A site's fixes are applied only when every other site that reads the text
of each of its edits proposes that same edit. A site that cannot have all of
its fixes gets none (its fixes depend on each other: HSF003 judges the dtype
HSF002 wrote), and that in turn may leave others without agreement, so the
decision is repeated until nothing changes; an edit it shares with a site that
can have all of its fixes is still made, when what it cannot have is another
option a third site needs as it is. What is refused becomes an
UNFIXABLE finding that says which launch or run disagrees.

The world is open: a text may also be read by something that is not a launch
the tool models (a `Reader`: a `[[ ]]` test, another program, a heredoc). Such
a reader never agrees, so an edit of its text is refused and names it.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import NamedTuple

from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import (
    Edit,
    EditKind,
    Finding,
    LaunchSite,
    Reader,
    Severity,
    Span,
    Style,
)
from hisparse_fix.vocabulary.span_index import SpanIndex, overlap

Describe = Callable[[LaunchSite], str]
"""Names a site for a person: `the launch on line 30 when the else branch on line 12 runs`."""

Tolerates = Callable[[LaunchSite, Edit], bool]
"""Whether a site that does not need an edit runs the same with it (a PD decode server
runs without the radix cache, so `--disable-radix-cache` added to its text changes nothing).
Judged by what the edit does (its kind, name and value and the text it changes), never
by the launch it was proposed for: edits alike but for that are asked about once."""


def _never(site: LaunchSite, edit: Edit) -> bool:
    return False


class Checked(NamedTuple):
    """One site with what the rules found in it."""

    site: LaunchSite
    findings: tuple[Finding, ...]


Effect = tuple[Span, str, str | None]
"""What an edit does to the text: the option's span, `remove` or `set`, and the value."""


def effect(edit: Edit, style: Style) -> Effect:
    """Edits that leave the same text are one effect (an argv DISABLE removes the flag).

    The span is the text the edit changes: the value for a new value, the name
    for a rename, the whole option for a removal, the anchor for an addition.
    """
    option = edit.option
    match edit.kind:
        case EditKind.REMOVE:
            return (option.span, "remove", None)
        case EditKind.DISABLE if style is Style.ARGV:
            return (option.span, "remove", None)
        case EditKind.DISABLE:
            return (option.value_span or option.span, "set", "false")
        case EditKind.RENAME | EditKind.RESPELL:
            return (option.name_span or option.span, edit.kind.value, edit.name)
        case EditKind.ADD:
            return (option.span, "add", f"{edit.name}={edit.value}")
        case EditKind.SET_VALUE:
            return (option.value_span or option.span, "set", edit.value)
        case _:
            raise ValueError(f"what a {edit.kind.value} edit does to the text is not said")


def _read_spans(site: LaunchSite) -> tuple[Span, ...]:
    spans: list[Span] = []
    for option in site.options:
        spans.append(option.span)
        spans.extend(option.parts)
    return tuple(spans)


class _Refusal(NamedTuple):
    other: int | None
    """The site that disagrees; None when the site itself cannot take its edits."""
    need: str = ""
    """What the other site needs there, in words; with no other site, why not."""
    option: str = "option"


def settle(
    checked: Sequence[Checked],
    describe: Describe,
    tolerates: Tolerates = _never,
    blocked: Mapping[int, str] = MappingProxyType({}),
) -> list[Finding]:
    """The findings of a file's sites once every edit is agreed, deduplicated, in order.

    `blocked` names sites (by index) whose edits cannot be made, with the reason.
    """
    effects = [
        {effect(edit, item.site.style) for finding in item.findings for edit in finding.edits}
        for item in checked
    ]
    names = [
        {
            effect(edit, item.site.style)[0]: edit.option.name
            for finding in item.findings
            for edit in finding.edits
        }
        for item in checked
    ]
    readers = _readers(checked, {e[0] for proposed in effects for e in proposed})
    tolerated = _tolerated(checked, readers, tolerates)
    refused = {
        index: _Refusal(None, "the tool cannot follow all this launch reads (see HSF000)")
        for index, item in enumerate(checked)
        if item.site.partial
    }
    refused.update({index: _Refusal(None, reason) for index, reason in blocked.items()})
    foreign = _foreign_readers(checked)
    foreign_index = SpanIndex([reader.span for reader in foreign])
    for index, proposed in enumerate(effects):
        if index not in refused and (
            refusal := _foreign_refusal(proposed, foreign, foreign_index, names[index])
        ):
            refused[index] = refusal
    others = _Others(effects, tolerated, readers, refused)
    settled = False
    while not settled:
        settled = True
        for index, proposed in enumerate(effects):
            if index in refused:
                continue
            refusal = others.first_refusal(index, proposed, names[index])
            if refusal is not None:
                others.refuse(index, refusal)
                settled = False
    applied = {
        e for index, proposed in enumerate(effects) if index not in refused for e in proposed
    }
    findings: list[Finding] = []
    styles: dict[Finding, Style] = {}
    for index, item in enumerate(checked):
        refusal = refused.get(index)
        for finding in item.findings:
            made = {effect(edit, item.site.style) for edit in finding.edits} <= applied
            if refusal is not None and finding.edits and not made:
                finding = _unfixable(finding, refusal, checked, describe, refused)
            findings.append(finding)
            styles.setdefault(finding, item.site.style)
    return _unique(findings, styles)


def _foreign_readers(checked: Sequence[Checked]) -> tuple[Reader, ...]:
    """Every reader that is not a launch, once, in source order."""
    found = {reader for item in checked for reader in item.site.readers}
    return tuple(sorted(found, key=lambda reader: (reader.span, reader.what)))


def _foreign_refusal(
    proposed: set[Effect], foreign: Sequence[Reader], index: SpanIndex, names: dict[Span, str]
) -> _Refusal | None:
    """The first edit whose text a reader that is not a launch also reads (the first
    such reader in source order); `index` finds the readers by span."""
    for span, _, _ in sorted(proposed, key=lambda e: (e[0], e[1], e[2] or "")):
        found = index.overlapping(span)
        if found:
            reader = foreign[found[0]]
            option = names.get(span, "option")
            return _Refusal(None, f"`--{option}` is also read by {reader.what}", option)
    return None


def _readers(checked: Sequence[Checked], spans: set[Span]) -> dict[Span, list[int]]:
    """For each edited span, the sites whose options' text overlaps it.

    Each text a site reads is looked up in an index of the edited spans, so a file of
    many launches costs its reads, not its reads times its edits."""
    readers: dict[Span, list[int]] = {span: [] for span in spans}
    ordered = sorted(spans)
    index_of = SpanIndex(ordered)
    for index, item in enumerate(checked):
        found = {
            ordered[position]
            for read in _read_spans(item.site)
            for position in index_of.overlapping(read)
        }
        for span in sorted(found):
            readers[span].append(index)
    return readers


def _tolerated(
    checked: Sequence[Checked], readers: dict[Span, list[int]], tolerates: Tolerates
) -> list[set[Effect]]:
    """For each site, the effects of the file's edits it runs the same with: asked only
    of an edit whose text the site reads, the only place `_first_refusal` looks."""
    edits_at: dict[Style, dict[Span, list[Edit]]] = {}
    read_by: list[list[Span]] = [[] for _ in checked]
    for span, sites in readers.items():
        for index in sites:
            read_by[index].append(span)
    tolerated: list[set[Effect]] = []
    for item, spans in zip(checked, read_by, strict=True):
        style = item.site.style
        if style not in edits_at:
            edits_at[style] = _edits_by_span(checked, style)
        at = edits_at[style]
        tolerated.append(
            {
                effect(edit, style)
                for span in spans
                for edit in at.get(span, ())
                if tolerates(item.site, edit)
            }
        )
    return tolerated


def _edits_by_span(checked: Sequence[Checked], style: Style) -> dict[Span, list[Edit]]:
    """Every distinct edit of the file by the span of its effect on a site of `style`
    (launches that share a value propose the same edit: each is asked about once).
    Edits alike but for their anchor (each launch's own option) count once: a rule
    judges what an edit does, never where its launch is (see `Tolerates`)."""
    at: dict[Span, dict[tuple[object, ...], Edit]] = {}
    for item in checked:
        for finding in item.findings:
            for edit in finding.edits:
                done = effect(edit, style)
                at.setdefault(done[0], {}).setdefault(
                    (done, edit.kind, edit.name, edit.value), edit
                )
    return {span: list(edits.values()) for span, edits in at.items()}


class _Others:
    """For each effect, the other sites that read its text and do not run the same with
    it: those that need the text otherwise, and those refused their fixes that would
    make it too. Worked out once per effect, so that settling a file whose launches
    share one value (a dtype set at the top of a script) costs its sites, not their
    square."""

    def __init__(
        self,
        effects: Sequence[set[Effect]],
        tolerated: Sequence[set[Effect]],
        readers: dict[Span, list[int]],
        refused: dict[int, _Refusal],
    ) -> None:
        self._effects = effects
        self._refused = refused
        self._objecting: dict[Effect, list[int]] = {}
        """Sites that read the text of the effect, without making it or tolerating it."""
        self._sharing: dict[int, list[Effect]] = {}
        """For each site, the effects it makes whose text it reads."""
        self._refused_sharing: dict[Effect, list[int]] = {}
        """The refused sites among those that make the effect, in order."""
        for effect_ in {e for proposed in effects for e in proposed}:
            objecting = []
            for other in readers[effect_[0]]:
                if effect_ in tolerated[other]:
                    continue
                if effect_ in effects[other]:
                    self._sharing.setdefault(other, []).append(effect_)
                else:
                    objecting.append(other)
            self._objecting[effect_] = objecting
        for index in sorted(refused):
            self._note_refused(index)

    def refuse(self, index: int, refusal: _Refusal) -> None:
        self._refused[index] = refusal
        self._note_refused(index)

    def _note_refused(self, index: int) -> None:
        for effect_ in self._sharing.get(index, ()):
            insort(self._refused_sharing.setdefault(effect_, []), index)

    def first_refusal(
        self, index: int, proposed: set[Effect], names: dict[Span, str]
    ) -> _Refusal | None:
        """The first other site (in source order, effect by effect) that reads the text
        of one of `index`'s edits and neither makes that same edit nor runs the same
        with it, or makes it but is refused its other fixes."""
        for found in sorted(proposed, key=lambda e: (e[0], e[1], e[2] or "")):
            span = found[0]
            option = names.get(span, "option")
            objector = next((o for o in self._objecting[found] if o != index), None)
            sharer = next(
                (
                    other
                    for other in self._refused_sharing.get(found, ())
                    if other != index and not _apart(self._refused[other], option)
                ),
                None,
            )
            if objector is not None and (sharer is None or objector < sharer):
                different = any(overlap(span, e[0]) for e in self._effects[objector])
                need = "a different change there" if different else "it as it is"
                return _Refusal(objector, need, option)
            if sharer is not None:
                need = "the same change but cannot have its other fixes"
                return _Refusal(sharer, need, option)
        return None


def _apart(refusal: _Refusal, option: str) -> bool:
    """Whether a site refused its fixes only over another option, which a third site
    needs as it is (a ROCm run keeps the backend the CUDA run would drop): an edit it
    shares with a site that can have all of its fixes is right for both, and leaves it
    no worse, still refused over that other option."""
    return refusal.other is not None and refusal.option not in ("option", option)


def _unfixable(
    finding: Finding,
    refusal: _Refusal,
    checked: Sequence[Checked],
    describe: Describe,
    refused: dict[int, _Refusal],
) -> Finding:
    if refusal.other is None:
        reason = refusal.need
        written = {edit.option.name for edit in finding.edits}
        if refusal.option != "option" and refusal.option not in written:
            reason = f"this launch's fixes go together or not at all, and {reason}"
    else:
        other = describe(checked[refusal.other].site)
        reason = f"`--{refusal.option}` is also read by {other}, which needs {refusal.need}"
        if refusal.option not in {edit.option.name for edit in finding.edits}:
            reason = f"this launch's fixes go together or not at all, and {reason}"
        if refusal.other in refused and "cannot have" not in refusal.need:
            reason += " (and is not fixable here either)"
    message = f"{finding.message} -- not changed: {reason}"
    # A warning's edit (a deprecated spelling SGLang still runs) stays a warning unmade.
    kept = Severity.WARNING if finding.severity is Severity.WARNING else Severity.UNFIXABLE
    return replace(finding, message=message, severity=kept, edits=())


def _unique(findings: list[Finding], styles: Mapping[Finding, Style]) -> list[Finding]:
    """One finding per code, place and outcome: alternatives of a launch often agree.

    Runs of one launch that need the same edit (a backend dropped whatever the
    dtype) are one finding, with the first run's message and a count of the
    others that say it otherwise. Findings without edits are kept per message:
    each names its own reason.
    """
    first: dict[tuple[object, ...], int] = {}
    others: dict[int, set[str]] = {}
    unique: list[Finding] = []
    for finding in findings:
        key = _outcome(finding, styles[finding])
        if key not in first:
            first[key] = len(unique)
            unique.append(finding)
        elif finding.message != unique[first[key]].message:
            others.setdefault(first[key], set()).add(finding.message)
    for index, messages in others.items():
        count = len(messages)
        runs = "another run" if count == 1 else f"{count} other runs"
        message = f"{unique[index].message} (the same edit for {runs} of this launch)"
        unique[index] = replace(unique[index], message=message)
    return unique


def _outcome(finding: Finding, style: Style) -> tuple[object, ...]:
    """What a finding does to the text, for telling repeats apart."""
    where = (finding.code, finding.span.start, finding.severity)
    if finding.edits:
        return (*where, frozenset(effect(edit, style) for edit in finding.edits))
    return (*where, finding.message)
