"""The names of the tables a launch is written in, as words that may name its platform.

Task runners keep one task per platform under a table named for it (pixi's
`[feature.rocm.tasks]`, `[tool.poe.tasks.serve-mi300x]`): the table is the
platform's, as a section heading is in a recipe, so its launches carry the path's
words (see `platform_signs`).
"""

from __future__ import annotations

from collections.abc import Iterable

from hisparse_fix.formats.toml.layout import Layout
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite

_MACHINE_KEYS = frozenset(
    {"image", "vendor", "accelerator", "accelerators", "gpu", "gpus", "gpu_type", "gpu-type"}
)
"""Keys that describe the machine or image a file's launches run on (a launcher's
`[hardware] vendor = "amd"`, `image = "...-rocm700-mi30x"`)."""


def with_table_words(text: str, layout: Layout, sites: Iterable[LaunchSite]) -> list[LaunchSite]:
    """Each site, with the table path and key of the entry it is written in, and the
    values of the file's machine keys (`_MACHINE_KEYS`) wherever they are written."""
    machine = tuple(
        text[entry.value.start : entry.value.end].strip("\"'")
        for entry in layout.entries
        if entry.name.lower() in _MACHINE_KEYS
    )
    result = []
    for site in sites:
        path = _path_at(layout, site.span.start)
        words = tuple(str(part) for part in path if isinstance(part, str)) + machine
        if words:
            site = replace(site, platform_words=(*site.platform_words, *words))
        result.append(site)
    return result


def _path_at(layout: Layout, offset: int) -> tuple[object, ...]:
    """The innermost entry holding `offset`: its table and key; else the nearest header above."""
    holding = [
        entry
        for entry in layout.entries
        if entry.span.start <= offset < max(entry.span.end, offset + 1)
    ]
    if holding:
        entry = max(holding, key=lambda entry: entry.span.start)
        return (*entry.table, entry.name)
    above = [(span.start, path) for path, span in layout.headers.items() if span.start <= offset]
    return max(above, key=lambda item: item[0])[1] if above else ()
