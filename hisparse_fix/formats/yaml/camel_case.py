"""SGLang options written as a chart's camelCase values (`enableHisparse: true`).

A Helm values file (or any settings a template renders into a command) names the
options in its own spelling; the template that maps them is elsewhere. Such a
mapping is seen, its options read as far as their names say (`kvCacheDtype` is
`--kv-cache-dtype`), and reported with a warning: never edited, as what the
template makes of them is not known, and never passed over in silence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hisparse_fix.formats.yaml.document import Composed, kind, line_of, pairs, walk
from hisparse_fix.formats.yaml.keyed import pair_span
from hisparse_fix.formats.yaml.prose import expectations
from hisparse_fix.sglang.argv import is_server_option
from hisparse_fix.vocabulary.sites import LaunchSite, Note, Option, Style
from hisparse_fix.vocabulary.span_index import overlap

_HUMP = re.compile(r"(?<=[a-z0-9])([A-Z])")


def option_name(key: str) -> str | None:
    """`kvCacheDtype` -> `kv-cache-dtype`; None for a key not in camelCase."""
    if "-" in key or "_" in key or not _HUMP.search(key):
        return None
    return _HUMP.sub(r"-\1", key).lower()


def camel_case_launches(
    text: str, composed: Composed, sites: Sequence[LaunchSite]
) -> list[LaunchSite]:
    """Each mapping no launch reads whose camelCase keys turn HiSparse on."""
    read = [site.span for site in sites]
    shown = expectations(composed)
    found = []
    for index, document in enumerate(composed.documents):
        for path, node in walk(document, (index,)):
            if kind(node) != "mapping" or shown.hides(path):
                continue
            named = [(option_name(str(key.value)), key, value) for key, value in pairs(node)]
            if not any(name == "enable-hisparse" for name, _, _ in named):
                continue
            span = composed.span(node)
            if any(overlap(span, other) for other in read):
                continue
            options = tuple(
                Option(name, str(value.value), pair_span(composed, key, value))
                for name, key, value in named
                if name is not None and kind(value) == "scalar" and is_server_option(name)
            )
            why = (
                f"the mapping on line {line_of(text, span.start)} names SGLang options in "
                "camelCase (`enableHisparse`), which a template elsewhere turns into the "
                "launch's options: they are checked as their names say, not edited"
            )
            found.append(
                LaunchSite(
                    options, span, Style.KEYED, open=True, partial=True,
                    notes=(Note(span, why),),
                )
            )  # fmt: skip
            read.append(span)
    return found
