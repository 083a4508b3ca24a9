"""`--show-sites`: what the pipeline sees in one file, step by step, for a person.

When an edit is wrong there are four places it can come from: the format read the
launch wrongly (its sites, spans and readers), a rule judged the launch wrongly
(its findings and edits), consensus refused or allowed a shared edit, or the format
wrote the edit wrongly. This view prints each step's output for every launch, as
ruff's `print-ast` and ShellCheck's debug output do, so that the step at fault shows.
Positions are `line:column`, 1-based, as the report prints them.
"""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.engine.pipeline import fix_text, judged_sites
from hisparse_fix.formats import Adapter
from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.rules import check_site
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Edit, EditKind, Finding, LaunchSite, Option, Span


def show_sites(text: str, fmt: Adapter, settings: Settings) -> str:
    """Every launch site of `text` with its options, readers and notes, each site's own
    findings and edits, then the findings and the text as consensus settles them."""
    sites = judged_sites(text, fmt, settings)
    lines = [f"{len(sites)} launch site{'' if len(sites) == 1 else 's'}"]
    for number, site in enumerate(sites, 1):
        lines.extend(_site(text, number, site, settings))
    fixed = fix_text(text, fmt, settings, own_fixes=False)
    lines.append("settled (after consensus):")
    lines.extend(f"  {_finding(text, item.finding)}" for item in fixed.findings)
    if not fixed.findings:
        lines.append("  no findings")
    if fixed.text == text:
        lines.append("  text unchanged")
    else:
        import difflib

        blocks = difflib.SequenceMatcher(None, text.splitlines(), fixed.text.splitlines())
        changed = sum(
            max(a_end - a_start, b_end - b_start)
            for tag, a_start, a_end, b_start, b_end in blocks.get_opcodes()
            if tag != "equal"
        )
        lines.append(f"  text changed on {changed} line{'' if changed == 1 else 's'}")
    return "\n".join(lines) + "\n"


def _site(text: str, number: int, site: LaunchSite, settings: Settings) -> Iterator[str]:
    traits = [site.style.name.lower()]
    traits += [name for name in ("open", "partial", "config_file") if getattr(site, name)]
    if site.platform:
        traits.append(f"platform {site.platform}")
    if site.platform_words:
        traits.append(f"platform words {', '.join(site.platform_words)}")
    run = f" {site.run}" if site.run else ""
    yield f"site {number}: {_span(text, site.span)}{run} [{', '.join(traits)}]"
    for name, value in sorted(site.env.items()):
        yield f"  env {name}={value}"
    for option in site.options:
        yield f"  option {_option(text, option)}"
    for reader in site.readers:
        yield f"  reader {_span(text, reader.span)}: {reader.what}"
    for note in site.notes:
        yield f"  note {_span(text, note.span)}: {note.message}"
    for branch in site.branches:
        yield f"  branch: {branch.what}"
    findings = check_site(site, settings)
    for finding in findings:
        yield f"  finding {_finding(text, finding)}"
    if not findings:
        yield "  no findings"


def _option(text: str, option: Option) -> str:
    shown = f"--{option.name}"
    if option.dynamic:
        shown += " <unread>" + (f" (default {option.default})" if option.default else "")
    elif option.value is not None:
        shown += f" {option.value}"
    where = [_span(text, option.span)]
    if option.value_span is not None and option.value_span != option.span:
        where.append(f"value {_span(text, option.value_span)}")
    if option.written:
        where.append(f"written {option.written}")
    if len(option.parts) > 1:
        where.append(f"{len(option.parts)} parts")
    elif not option.parts:
        where.append("no parts (cannot be removed)")
    return f"{shown}  {'; '.join(where)}"


def _finding(text: str, finding: Finding) -> str:
    line, column = line_and_column(text, finding.span.start)
    edits = "".join(f"\n      edit {_edit(text, edit)}" for edit in finding.edits)
    return f"{finding.code} {finding.severity.value} {line}:{column} {finding.message}{edits}"


def _edit(text: str, edit: Edit) -> str:
    if edit.kind is EditKind.ADD:
        value = "" if edit.value is None else f" {edit.value}"
        anchor = f"--{edit.option.name} at {_span(text, edit.option.span)}"
        return f"add --{edit.name}{value} after {anchor}"
    target = f"--{edit.option.name} at {_span(text, edit.option.span)}"
    if edit.name is not None:
        target += f" -> --{edit.name}"
    if edit.value is not None:
        target += f" = {edit.value}"
    return f"{edit.kind.value} {target}"


def _span(text: str, span: Span) -> str:
    start = "{}:{}".format(*line_and_column(text, span.start))
    end = "{}:{}".format(*line_and_column(text, span.end))
    return f"{start}-{end}"
