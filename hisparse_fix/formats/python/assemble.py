"""A launch site from what a reader of Python found: argv words or keyed options."""

from __future__ import annotations

from hisparse_fix.formats.python.found import Argv, Found, Keyed, exact
from hisparse_fix.sglang.argv import entry_point, has_unresolved_words, launch_options
from hisparse_fix.vocabulary.sites import LaunchSite, Option, Span, Style

MACHINE = Option("device", "auto", Span(0, 0))
"""`popen_launch_server(device="auto")`: it appends the machine's `--device`."""


def argv_site(
    found: Found, argv: Argv, span: Span, env: dict[str, str], open_: bool, known: bool
) -> LaunchSite | None:
    """Options of argv words; `NAME=value` words before the entry point are environment.

    `known`: the call is an SGLang launch whatever its words, so a launch
    whose words cannot be read is still a site, with notes.
    """
    tokens = argv.tokens
    entry = entry_point(tokens)
    if entry is not None:
        for token in tokens[:entry]:
            name, equals, value = token.text.partition("=")
            if equals and name.isidentifier() and not token.dynamic:
                env = {**env, name: value}
    options = tuple(exact(found, option) for option in launch_options(tokens, entry))
    tokens = tokens[entry or 0 :]
    if not options and not (argv.notes and (known or entry is not None)):
        return None
    unresolved = has_unresolved_words(tokens, options)
    notes = tuple(dict.fromkeys(argv.notes))
    open_ = open_ or argv.open or unresolved
    return LaunchSite(options, span, env=env, open=open_, notes=notes, partial=argv.partial)


def keyed_site(keyed: Keyed, span: Span, env: dict[str, str]) -> LaunchSite | None:
    if not keyed.options and not keyed.notes:
        return None
    notes = tuple(dict.fromkeys(keyed.notes))
    options = tuple(keyed.options)
    return LaunchSite(
        options, span, Style.KEYED, env=env, open=keyed.open, notes=notes, partial=keyed.partial
    )
