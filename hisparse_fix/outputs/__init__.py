"""Machine-readable reports (`--format`): one module a format, each a pure function
`render(records, tool) -> str` over the flat records of `records.records`.

`text` is not here: it is the person's report in `hisparse_fix.outputs.report`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from hisparse_fix.engine.pipeline import Result

FORMATS = ("text", "json", "sarif", "github", "gitlab", "rdjson")

DOCS_URL = ""
"""Where the README (rules table, `--explain` texts) is published, for rule help links;
empty while it is published nowhere: a link to a page that does not exist helps no one,
and each rule's full text is in the report itself (`help`)."""


class Tool(NamedTuple):
    name: str
    version: str
    url: str = DOCS_URL


def render(name: str, results: Sequence[Result], sources: Mapping[str, str], tool: Tool) -> str:
    """The report of a run in format `name` (anything in FORMATS but `text`)."""
    from hisparse_fix.outputs.records import records

    module = importlib.import_module(f"{__name__}.{name}_format")
    return module.render(records(results, sources), tool)
