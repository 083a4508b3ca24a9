"""Config files that a Markdown recipe writes with a heredoc, and the launches that read them.

`cat > hisparse.yaml <<EOF ... EOF` in one block and `--config hisparse.yaml`
in a later one: the launch's options come from text the tool does not read
as that launch's. Such a launch is open (an absent option may be in the
file) and gets a warning that names the heredoc.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import PurePosixPath

from hisparse_fix.formats.embedded import Block, Line, Reading
from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import mentions_hisparse
from hisparse_fix.vocabulary.sites import LaunchSite, Note

_HEREDOC = re.compile(r"<<-?[ \t]*(?P<q>[\"']?)(?P<word>\w+)(?P=q)")
_TARGET = re.compile(r"(?:>>?|\btee(?:[ \t]+-a)?)[ \t]*[\"']?(?P<path>[^\s\"'<>;|&]+)")


def written_configs(text: str, blocks: Sequence[Block]) -> Mapping[str, int]:
    """The file names that shell blocks write with a heredoc that mentions HiSparse,
    each with the file offset of the line that writes it."""
    written: dict[str, int] = {}
    for block in blocks:
        if block.adapter != "shell":
            continue
        lines = block.lines
        for index, line in enumerate(lines):
            head = text[line.start + line.prefix : line.end]
            heredoc = _HEREDOC.search(head)
            target = _TARGET.search(_HEREDOC.sub(" ", head))
            if heredoc is None or target is None:
                continue
            body = _body(text, lines[index + 1 :], heredoc["word"])
            if mentions_hisparse(body):
                written.setdefault(PurePosixPath(target["path"]).name, line.start)
    return written


def _body(text: str, lines: Sequence[Line], word: str) -> str:
    """The heredoc's text: the lines up to the one that ends it."""
    kept = []
    for line in lines:
        body = text[line.start + line.prefix : line.end]
        if body.strip() == word:
            break
        kept.append(body)
    return "".join(kept)


def config_notes(text: str, reading: Reading, written: Mapping[str, int]) -> Reading:
    """The reading with each launch whose `--config` is a file a heredoc writes made
    open, with a note that says which heredoc."""
    if not written:
        return reading
    sites = tuple(_noted(text, site, written) for site in reading.sites)
    return replace(reading, sites=sites)


def _noted(text: str, site: LaunchSite, written: Mapping[str, int]) -> LaunchSite:
    config = site.last("config")
    if config is None or config.value is None or config.dynamic:
        return site
    at = written.get(PurePosixPath(config.value).name)
    if at is None:
        return site
    line, _ = line_and_column(text, at)
    message = (
        f"--config {config.value} reads the file that the heredoc on line {line} writes, "
        "which turns HiSparse on; its options are not read here: check them by hand"
    )
    return replace(site, open=True, notes=(*site.notes, Note(config.span, message)))
