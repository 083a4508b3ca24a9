"""A launch site from what a reader of Python found: argv words or keyed options."""

from __future__ import annotations

from hisparse_fix.formats.python.found import Argv, Found, Keyed, exact
from hisparse_fix.sglang.argv import entry_point, has_unresolved_words, launch_options
from hisparse_fix.sglang.entry_points import PYTHON
from hisparse_fix.vocabulary.sites import LaunchSite, Note, Option, Span, Style, Token

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
    program = None if known or open_ or entry is not None else _other_program(tokens)
    unresolved = has_unresolved_words(tokens, options)
    notes = tuple(dict.fromkeys(argv.notes))
    open_ = open_ or argv.open or unresolved
    partial = argv.partial
    if program is not None and any(option.name == "enable-hisparse" for option in options):
        # `subprocess.run([sys.executable, "-m", "loadgen.run", "--enable-hisparse", ...])`:
        # the words are another program's, which may or may not hand them to SGLang.
        why = f"these words are run by `{program}`, which is not an SGLang entry point"
        notes, partial = (*notes, Note(span, f"{why}: they are not edited")), True
    return LaunchSite(options, span, env=env, open=open_, notes=notes, partial=partial)


def _other_program(tokens: list[Token]) -> str | None:
    """The program a command's words start (`./bench.sh`, the module after `-m`), when
    it is written out; None when the first word is an option or not known."""
    if len(tokens) > 2 and tokens[1].text == "-m":
        return None if tokens[2].dynamic else tokens[2].text
    if not tokens or tokens[0].dynamic or tokens[0].text.startswith("-"):
        return None
    script = tokens[1] if len(tokens) > 1 else None
    if PYTHON.fullmatch(tokens[0].text.rsplit("/", 1)[-1]) and script is not None:
        # `python serve.py --enable-hisparse ...`: the script is the program.
        return None if script.dynamic or script.text.startswith("-") else script.text
    return tokens[0].text


def keyed_site(keyed: Keyed, span: Span, env: dict[str, str]) -> LaunchSite | None:
    if not keyed.options and not keyed.notes:
        return None
    notes = tuple(dict.fromkeys(keyed.notes))
    options = tuple(keyed.options)
    return LaunchSite(
        options, span, Style.KEYED, env=env, open=keyed.open, notes=notes, partial=keyed.partial
    )
