"""Turn a sequence of argv words into SGLang options, as argparse would read them.

Shared by every adapter whose sites are argv-shaped: shell commands, Python
argv lists, TOML and YAML string arrays.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache, lru_cache

from hisparse_fix.sglang.entry_points import entry_end, takes_positional_model
from hisparse_fix.sglang.matrix import bundled_text
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import DYNAMIC, LaunchSite, Note, Option, Span, Style, Token

OTHER_ENGINES = frozenset({"vllm", "tensorrt_llm", "lmdeploy"})
"""Other inference engines' Python packages: they spell settings like SGLang's
(`--kv-cache-dtype`), but what they run is never an SGLang launch."""

_OTHER_ENGINE_NAMES = (*OTHER_ENGINES, "tensorrt-llm", "trtllm", "text-generation-inference")


def names_other_engine(name: str) -> bool:
    """Whether a program or image name (`vllm/vllm-openai:latest`) is another engine's
    and not SGLang's."""
    lowered = name.lower()
    return "sglang" not in lowered and any(engine in lowered for engine in _OTHER_ENGINE_NAMES)


def _names(resource: str) -> frozenset[str]:
    text = bundled_text(resource)
    return frozenset(
        line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")
    )


@cache
def boolean_flags() -> frozenset[str]:
    """SGLang options that take no value, from the bundled list."""
    return _names("boolean-flags.txt")


@cache
def server_options() -> frozenset[str]:
    """Every long option name the newest release's server parser registers, without
    dashes (`matrix/release-options.txt`)."""
    from hisparse_fix.sglang.matrix.options import listed_releases, options_of

    return options_of(listed_releases()[-1])


@cache
def option_aliases() -> dict[str, str]:
    """Alias -> the option argparse stores it in (`decode-context-parallel-size` ->
    `dcp-size`), from the bundled list."""
    return dict(line.split() for line in _names("option-aliases.txt"))


@cache
def _sorted_server_options() -> tuple[str, ...]:
    return tuple(sorted(server_options()))


def is_server_option(name: str) -> bool:
    """Whether a dashed name (no leading dashes) is an SGLang server option."""
    return name in server_options()


@cache
def canonical_option(name: str) -> str:
    """The option argparse takes `--name` for: itself, the one option it is a prefix
    of, and for an alias the option it stands for (argparse stores both in one field,
    so `--decode-context-parallel-size 2` is `--dcp-size 2`).

    SGLang's parser keeps argparse's `allow_abbrev`, so `--kv-cache-dtyp fp8_e5m2`
    sets `--kv-cache-dtype`; an ambiguous or unknown prefix stays as written.
    """
    options = server_options()
    if name not in options:
        matches = [option for option in _sorted_server_options() if option.startswith(name)]
        name = matches[0] if len(matches) == 1 else name
    return option_aliases().get(name, name)


def ambiguous_prefix(name: str) -> tuple[str, ...]:
    """The options an abbreviation could mean when it is no option itself and fits
    several (argparse: "ambiguous option"); empty otherwise."""
    if name in server_options():
        return ()
    matches = tuple(option for option in _sorted_server_options() if option.startswith(name))
    return matches if len(matches) > 1 else ()


def entry_point(tokens: Sequence[Token]) -> int | None:
    """Index of the first SGLang word, after the entry point (`-m sglang.launch_server`,
    `sglang serve`; see `entry_points`). Words before it belong to other programs."""
    return entry_end([token.text for token in tokens])


def launch_options(tokens: Sequence[Token], entry: int | None) -> list[Option]:
    """The options of the words after the entry point at `entry` (all the words of a
    fragment, `entry` None), with `sglang serve`'s positional model as `--model-path`."""
    positional = takes_positional_model([token.text for token in tokens], entry)
    return parse_options(tokens[entry or 0 :], positional_model=positional)


def has_unresolved_words(tokens: Sequence[Token], options: Sequence[Option]) -> bool:
    """Whether a word that is no option's value expands at run time (`"$@"`, `$EXTRA`):
    then options the tool cannot see may reach the launch."""
    consumed = {part for option in options for part in option.parts}
    return any(token.text.startswith(DYNAMIC) and token.span not in consumed for token in tokens)


def _looks_like_value(token: Token) -> bool:
    text = token.text
    if not text.startswith("-") or text.startswith(DYNAMIC):
        return True
    return text[1:2].isdigit()  # a negative number


def _option_name(text: str) -> str | None:
    """The option a word names (`--kv-cache-dtype=x` -> `kv-cache-dtype`), else None.
    argparse's one short option, `-h`, is `--help`."""
    if text == "-h":
        return "help"
    if not text.startswith("--") or len(text) < 3:
        return None
    name = text[2:].split("=", 1)[0]
    if DYNAMIC in name or not name:
        return None
    return canonical_option(name)


_PUNCTUATION = frozenset(";&|()<>")

_KEYED = re.compile(
    r"""(?:^[ \t-]*|[(,][ \t]*)["']?([A-Za-z][\w-]*)["']?[ \t]*[:=](?!=)[ \t]*["']?([^\s"',#)]*)""",
    re.MULTILINE,
)
"""`kv-cache-dtype: fp8_e5m2` (a `--config` YAML), `enable_hisparse=True,` (keywords)."""


def keyed_options_of_text(text: str, span: Span) -> tuple[Option, ...]:
    """The server options written as keys in a text the tool does not otherwise read
    (a `--config` YAML or `Engine(...)` keywords in a heredoc), each at the whole `span`:
    for findings only."""
    found = []
    for match in _KEYED.finditer(text):
        name = match.group(1).replace("_", "-")
        if is_server_option(name):
            found.append(Option(name, match.group(2) or None, span, parts=(span,)))
    return tuple(found)


def options_of_text(text: str, span: Span) -> tuple[Option, ...]:
    """The options of argv written as one text the tool does not otherwise read (a
    TOML string, a shell statement it cannot parse), each placed at the whole `span`:
    for findings only, since no edit can be placed there. Split as a shell would;
    after an SGLang entry point when the text has one, up to the command's end (`;`,
    `&&`, `|`)."""
    import shlex

    lexer = shlex.shlex(text, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    try:
        words = list(lexer)
    except ValueError:  # an unclosed quote: the words as they stand, quotes left out
        words = [word.strip("'\"") for word in text.split()]
    # A word that expands (`$DTYPE`, `${KV:-x}`) has a value the text does not say.
    words = [DYNAMIC if "$" in word or "`" in word else word for word in words]
    tokens = [Token(word, span, (-1,) * len(word)) for word in words]
    entry = entry_point(tokens)
    start = entry or 0
    end = next((i for i in range(start, len(words)) if set(words[i]) <= _PUNCTUATION), None)
    options = launch_options(tokens[:end], entry)
    return tuple(replace(option, span=span, parts=(span,), name_span=None) for option in options)


def unread_launch(text: str, span: Span, why: str) -> LaunchSite:
    """A launch the tool sees in `text` at `span` but cannot read as one (options in one
    string, a heredoc, a line the parser cannot read): its options as far as the text
    says them (argv words, else `key: value` pairs), for findings that say what SGLang
    would refuse; `partial`, so nothing is edited; `why` is its HSF000 warning."""
    keyed = keyed_options_of_text(text, span)
    options = options_of_text(text, span) or keyed or (Option("enable-hisparse", None, span),)
    style = Style.KEYED if keyed and options == keyed else Style.ARGV
    return LaunchSite(options, span, style, open=True, partial=True, notes=(Note(span, why),))


def parse_options(tokens: Sequence[Token], *, positional_model: bool = False) -> list[Option]:
    """Read options from argv words that follow an SGLang entry point.

    `--name=value` is one word; `--name value` takes the next word unless the
    option is a known flag or the next word is itself an option. Words that
    are not options (positionals, a second value of a list option) are
    skipped, except a first word an entry point reads as the model
    (`positional_model`), which is `--model-path` written without its flag.
    """
    return list(_parsed(tuple(tokens), positional_model))


@lru_cache(maxsize=4096)
def _parsed(tokens: tuple[Token, ...], positional_model: bool) -> tuple[Option, ...]:
    """`parse_options`, once for each distinct word list: the runs of a script that reach
    one launch mostly expand it to the same words."""
    options: list[Option] = []
    flags = boolean_flags()
    index = 0
    if positional_model and tokens and _looks_like_value(tokens[0]):
        options.append(_positional_model(tokens[0]))
        index = 1
    while index < len(tokens):
        token = tokens[index]
        index += 1
        name = _option_name(token.text)
        if name is None:
            continue
        equals = token.text.find("=")
        if equals >= 0:
            option = _inline_value_option(name, token, equals + 1)
        else:
            following = tokens[index] if index < len(tokens) else None
            if name in flags or following is None or not _looks_like_value(following):
                option = Option(name, None, token.span, parts=(token.span,))
            else:
                index += 1
                option = _separate_value_option(name, token, following)
        written = equals if equals >= 0 else len(token.text)
        typed = token.text[2:written] if token.text.startswith("--") else name
        option = replace(option, written=typed if typed != name else None)
        options.append(replace(option, name_span=token.source_span(0, written)))
    return tuple(options)


def _positional_model(token: Token) -> Option:
    """`sglang serve MODEL`: the model path, with no flag of its own (never removed)."""
    dynamic = token.dynamic
    return Option(
        "model-path",
        None if dynamic else token.text,
        token.span,
        value_span=None if dynamic else token.source_span(0, len(token.text)),
        dynamic=dynamic,
        parts=(token.span,),
        detached=True,
    )


def _inline_value_option(name: str, token: Token, value_start: int) -> Option:
    raw = token.text[value_start:]
    dynamic = DYNAMIC in raw
    value_span = None if dynamic else token.source_span(value_start, len(token.text))
    if not raw:
        value_span = Span(token.span.end, token.span.end)
    return Option(
        name,
        None if dynamic else raw,
        token.span,
        value_span=value_span,
        dynamic=dynamic,
        parts=(token.span,),
    )


def _separate_value_option(name: str, token: Token, value: Token) -> Option:
    dynamic = value.dynamic
    return Option(
        name,
        None if dynamic else value.text,
        Span(token.span.start, value.span.end),
        value_span=None if dynamic else value.source_span(0, len(value.text)),
        dynamic=dynamic,
        parts=(token.span, value.span),
    )
