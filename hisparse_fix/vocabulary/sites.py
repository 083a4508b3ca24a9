"""The shared vocabulary: launch sites, their options, findings and edits.

Format adapters produce `LaunchSite`s with source spans; rules read them and
return `Finding`s that carry `Edit`s; adapters turn edits back into text.
Nothing here knows a file format or a rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.severity import Severity

DYNAMIC = "\x00"
"""Stands in a token's text for a part whose value is not known statically."""


class Span(NamedTuple):
    """A half-open range of character offsets into a file's text."""

    start: int
    end: int


class Token(NamedTuple):
    """One argv word as the program receives it, with where each character came from.

    `text` is the word after quote removal; a part that expands at run time
    (`$VAR`, `{x}` in an f-string) is `DYNAMIC`. `offsets[i]` is the source
    offset of `text[i]` (-1 for a dynamic part), so a literal substring can
    be located in the source even inside quotes.
    """

    text: str
    span: Span
    offsets: tuple[int, ...]

    @property
    def dynamic(self) -> bool:
        return DYNAMIC in self.text

    def source_span(self, start: int, end: int) -> Span | None:
        """The source range of `text[start:end]`, or None if it is not literal."""
        if start >= end or DYNAMIC in self.text[start:end]:
            return None
        return Span(self.offsets[start], self.offsets[end - 1] + 1)


class Style(Enum):
    """How a site spells its options: argv words, or keys with values."""

    ARGV = "argv"
    KEYED = "keyed"


class Option(NamedTuple):
    """One SGLang option of a site as written in the source.

    `name` is the dashed spelling without leading dashes. `value` is the
    literal value, None for a bare flag or a value that is not known
    statically (then `dynamic` is True). `parts` are the source spans an
    adapter removes to drop the option (argv words or a key/value pair);
    `value_span` is what it replaces to change the value; `name_span` what it
    replaces to rename it.
    """

    name: str
    value: str | None
    span: Span
    value_span: Span | None = None
    dynamic: bool = False
    parts: tuple[Span, ...] = ()
    name_span: Span | None = None
    """Where the name is written, for renaming: the flag word without `=value`
    (`--nsa-decode-backend`), or the key; None when it is not written in one place."""
    written: str | None = None
    """The key as written when it is spelled otherwise than `name` (`enable_hisparse`)."""
    detached: bool = False
    """Its name and value are written in two places (`--opt "$VALUE"` with VALUE
    assigned elsewhere): the value can be changed, the option cannot be removed."""
    default: str | None = None
    """For a dynamic value written as `${KV:-fp8_e5m2}`: the text it takes when the
    variable is unset or empty. Whether it applies is decided when the script runs,
    so it is reported, never rewritten."""
    worded: bool = False
    """A key's value that is a word, not a boolean (`disable-radix-cache: "true"`): a
    `--config` file passes it after the flag (`--disable-radix-cache true`)."""

    @property
    def enabled(self) -> bool:
        """Whether a boolean option turns its feature on."""
        if self.value is None:
            return not self.dynamic
        return self.value.strip().lower() in {"true", "1", "yes", "on"}


class Note(NamedTuple):
    """A part of a launch the adapter saw but could not read, for a warning."""

    span: Span
    message: str


class Reader(NamedTuple):
    """A use of the file's text that is not a launch the tool models.

    The open world: a `[[ $KV == fp8_e5m2 ]]` test, another program's command,
    a heredoc, an assertion that expects the launch to fail. It never agrees to
    an edit of `span`, and a refused edit names it by `what` ("the `[[ ]]` test
    on line 5").
    """

    span: Span
    what: str
    platform: str | None = None
    """For text a branch written for one platform holds (`mi300x)`): a reader only
    when the tool's `--platform` is another, since on that one the tool's judgement
    is the run's own. None: a reader on every platform."""

    def reads_on(self, platform: str) -> bool:
        return self.platform != platform


class PlatformBranch(NamedTuple):
    """A run reached only on some platforms: an `if is_hip():` branch, a test skipped
    unless on ROCm. Judged for another `--platform`, such a launch is not read (see
    `hisparse_fix.formats.branches`)."""

    platforms: frozenset[str]
    only: bool
    """True: the run happens only on `platforms`; False: only on the others."""
    what: str
    """The branch in words: "the `is_hip()` branch on line 5"."""

    def allows(self, platform: str) -> bool:
        return (platform in self.platforms) == self.only


@dataclass(frozen=True)
class LaunchSite:
    """One SGLang launch as one run of the file executes it.

    A site is `open` when options may reach the launch from somewhere the
    tool cannot see (`"$@"`, `**kwargs`, a fragment whose launch is
    elsewhere): an absent option may still be passed.

    Where runs of the file differ (an `if`/`else`, a `case` arm, an append
    under a condition), an adapter returns one site per alternative, all
    with the launch's `span`, each with a `run` that says in words which
    alternative it is (`"when the else branch on line 12 runs"`). Sites that
    share an option's text are judged together: an edit is made only when
    every site reaching that text needs the same edit (see `consensus`).
    """

    options: tuple[Option, ...]
    span: Span
    style: Style = Style.ARGV
    env: Mapping[str, str] = field(default_factory=dict)
    open: bool = False
    run: str = ""
    """Which run of the file this is; empty when every run launches alike."""
    notes: tuple[Note, ...] = ()
    """What the adapter saw but could not read; reported as HSF000 warnings."""
    partial: bool = False
    """Not all of what this launch reads was followed (more runs than the cap, a list
    changed in a way the tool does not read): its findings are reported, but nothing
    it reads is edited, since what was not followed may disagree. A note says why."""
    machine_device: bool = False
    """The launcher appends `--device` for the machine it runs on (SGLang's
    `popen_launch_server` with `device="auto"`), which overrides the site's own."""
    config_file: bool = False
    """The options are the keys of SGLang's own `--config` YAML, which SGLang turns
    into `--key` as written: an underscore spelling is an unknown option there."""
    platform_words: tuple[str, ...] = ()
    """Words written with the launch that may name the platform it is built for: its
    container image (`lmsysorg/sglang:v0.5.23-rocm700-mi30x`), `--device /dev/kfd`, an
    `amd.com/gpu` resource (see `platform_signs`)."""
    platform: str = ""
    """The GPU platform this run is judged on when the file says (`rocm`); empty: the
    tool's `--platform`. A `--device` or an off-GPU switch in the launch still wins."""
    readers: tuple[Reader, ...] = ()
    """Other uses of text this launch reads, which never agree to an edit of it
    (see `Reader`); an adapter lists every one it sees."""
    branches: tuple[PlatformBranch, ...] = ()
    """The platform tests this run passed to reach the launch (`if is_hip():`)."""

    def last(self, name: str) -> Option | None:
        """The occurrence that takes effect: the last one, as with argparse."""
        for option in reversed(self.options):
            if option.name == name:
                return option
        return None

    def all(self, name: str) -> tuple[Option, ...]:
        return tuple(option for option in self.options if option.name == name)

    @property
    def hisparse_enabled(self) -> bool:
        """The last `--enable-hisparse` for argv (argparse); in a keyed config any true
        spelling (SGLang's config loader adds the flag for each true key)."""
        if self.style is Style.KEYED:
            return any(option.enabled for option in self.all("enable-hisparse"))
        option = self.last("enable-hisparse")
        return option is not None and option.enabled

    def after(self, edits: Iterable[Edit]) -> LaunchSite:
        """The site as it reads once `edits` are applied, for the next rule."""
        options = list(self.options)
        for edit in edits:
            if edit.option not in options:
                continue
            index = options.index(edit.option)
            match edit.kind:
                case EditKind.REMOVE:
                    del options[index]
                case EditKind.DISABLE if self.style is Style.ARGV:
                    del options[index]
                case EditKind.DISABLE:
                    options[index] = replace(edit.option, value="false", dynamic=False)
                case EditKind.RESPELL:
                    continue
                case EditKind.RENAME:
                    assert edit.name is not None
                    options[index] = replace(edit.option, name=edit.name)
                case EditKind.ADD:
                    assert edit.name is not None
                    at = Span(edit.option.span.end, edit.option.span.end)
                    options.insert(index + 1, Option(edit.name, edit.value, at))
                case EditKind.SET_VALUE:
                    options[index] = replace(edit.option, value=edit.value, dynamic=False)
                case _:
                    raise ValueError(f"how a {edit.kind.value} edit changes a launch is not said")
        return replace(self, options=tuple(options))


def read_only(site: LaunchSite, what: str) -> LaunchSite:
    """`site` as a reader of its text and nothing more: a launch that is not judged
    (expected to fail, or for another platform) still keeps others from editing what
    it reads, and a refusal names it by `what`."""
    spans = {span for option in site.options for span in (option.span, *option.parts)}
    readers = tuple(Reader(span, what) for span in sorted(spans))
    return replace(site, options=(), partial=True, readers=(*site.readers, *readers))


def expected_to_fail(site: LaunchSite, what: str, note: Note) -> LaunchSite:
    """`site` in a test that expects SGLang to refuse it: judged and reported (so a
    refused launch is never passed over), but nothing it reads is edited, and it keeps
    others from editing its text, as `read_only` does."""
    spans = {span for option in site.options for span in (option.span, *option.parts)}
    readers = tuple(Reader(span, what) for span in sorted(spans))
    return replace(site, partial=True, notes=(*site.notes, note), readers=(*site.readers, *readers))


class EditKind(Enum):
    SET_VALUE = "set-value"
    REMOVE = "remove"
    DISABLE = "disable"
    """Turn a boolean off: argv sites drop the flag, keyed sites write false."""
    RENAME = "rename"
    """Write the option under another name (`name`), keeping its value and quoting."""
    ADD = "add"
    """Insert a new option `name` (with `value`, None for an argv flag) right after `option`."""
    RESPELL = "respell"
    """Write the option's key exactly as `name` (a `--config` key with underscores)."""


class Edit(NamedTuple):
    """A change to one option, in terms any adapter can carry out.

    For ADD, `option` is the anchor the new option follows.
    """

    kind: EditKind
    option: Option
    value: str | None = None
    name: str | None = None


class Finding(NamedTuple):
    code: str
    message: str
    span: Span
    severity: Severity = Severity.FIX
    edits: tuple[Edit, ...] = ()
