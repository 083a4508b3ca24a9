"""The environment a `!` command or a `%%bash` cell inherits from the kernel.

IPython runs both in a shell started from the kernel's process, so they get
`os.environ` as the cells before them left it: `os.environ[...] = ...` and
the rest the Python adapter follows, and `%env NAME=value` / `%set_env`
lines. A value the tool cannot read (`%env NAME=$x`) is a note. The command
is read once for each environment the kernel may hold there, what it sets
itself winning.
"""

from __future__ import annotations

from hisparse_fix.formats.notebook.cells import Cell
from hisparse_fix.formats.notebook.views import View
from hisparse_fix.formats.python.inherited import under
from hisparse_fix.formats.python.string_env import at_offset
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Note, Span

_READ = "SGLANG_"
"""Only variables SGLang reads matter to a launch; a program that names none is not read."""

Found = tuple[LaunchSite, tuple[Note, ...]]
"""A site in the view's coordinates, and notes about the kernel in the file's."""


def sites(view: View, program: View, cells: list[Cell]) -> list[Found]:
    """The shell view's sites under each environment the kernel may hold where it runs."""
    from hisparse_fix.formats import shell  # tree-sitter, loaded only for a shell view

    assert view.at is not None
    if _READ not in program.text and not any(_READ in s.name for s in program.settings):
        return [(site, ()) for site in shell.find_sites(view.text)]
    settings = [
        (s.span.end, s.name, s.value, None if s.value is not None else _unread(s.span, s.name))
        for s in program.settings
    ]
    result: list[Found] = []
    for words, env, notes in at_offset(program.text, view.at, settings):
        in_file = tuple(Note(program.map_span(cells, note.span), note.message) for note in notes)
        for site in under(shell.find_sites, view.text, env):
            run = " ".join(part for part in (words, site.run) if part)
            found = (replace(site, run=run), in_file)
            if found not in result:
                result.append(found)
    return result


def _unread(span: Span, name: str) -> Note:
    message = (
        f"this `%env` line sets {name} to a value IPython fills in (`$x`, `{{x}}`); "
        "the tool cannot read it"
    )
    return Note(span, message)
