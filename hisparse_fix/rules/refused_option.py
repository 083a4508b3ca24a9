"""HSF104: an option the release's parser refuses (next to HiSparse; in any launch under
`--scope all`). Report only: what the option meant depends on the build it was written
for."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules.backend_flag_spelling import BACKEND_OPTION
from hisparse_fix.sglang.argv import boolean_flags
from hisparse_fix.sglang.matrix.options import config_key_refused, known, refused_prefix
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Option, Severity, Style


@rule(
    "HSF104",
    "refused-option",
    "Option SGLang's parser refuses (a fork's HiSparse flag, an ambiguous abbreviation): report",
)
def refused_option(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports, in a HiSparse launch (in every SGLang launch under `--scope
    all`), an option the release's parser refuses: a HiSparse flag it does not
    have, such as a fork's `--enable-hisparse-mtp-hybrid`, or an abbreviation
    that fits several of its options, such as `--cuda-graph-max-bs` from
    SGLang 0.5.20, where only `--cuda-graph-max-bs-decode` and
    `--cuda-graph-max-bs-prefill` are left; or a switch given a value on the
    command line (`--disable-radix-cache=true`), which argparse refuses with
    "ignored explicit argument".

    ## Why is this bad?
    argparse stops with "unrecognized arguments" or "ambiguous option: ...
    could match ...". Recipes written for a fork or an older release carry
    such options next to HiSparse.

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --enable-hisparse-mtp-hybrid
    ```
    Remove the option, run the build that has it, or spell the option out.

    Keys are judged too: a `--config` file's key becomes `--key` as written
    (`cuda-graph-max-bs: 256` is the ambiguous `--cuda-graph-max-bs`; any key
    that is no option is refused), SGLang's `--config` reader refuses the keys
    of options that are neither a value nor a `store_true` switch (from 0.5.14
    to 0.5.19 `cuda-graph-max-bs-prefill`, whose field a deprecated alias
    shares; from 0.5.14 `disable-cuda-graph`), and a
    keyword of `Engine(...)` or `ServerArgs(...)` must be a field of
    ServerArgs, so `cuda_graph_max_bs=256` is a TypeError.

    ## Fix safety
    Report only: what the option meant depends on the build it was written
    for. Other unknown options are not judged (benchmark entry points take
    options of their own). Judged against the option list of each release,
    0.5.11 to 0.5.23, read from its own source.
    """
    version = settings.release.version
    for option in site.options:
        name = _typed(site, option)
        if name in settings.release.server_options:
            message = _config_refusal(option, version) if site.config_file else None
            message = message or _explicit_argument(site, option)
        else:
            message = _refusal(site, option, name, version)
        if message is not None:
            yield Finding("HSF104", message, option.span, Severity.UNFIXABLE)


def _explicit_argument(site: LaunchSite, option: Option) -> str | None:
    """`--disable-radix-cache=true` on the command line: a switch takes no value, and
    argparse stops with "ignored explicit argument 'true'" (only a `--config` key or a
    keyword takes `true`)."""
    if site.style is not Style.ARGV or option.value is None or option.dynamic:
        return None
    if option.name not in boolean_flags():
        return None
    return (
        f"--{option.name}={option.value}: --{option.name} takes no value, and argparse "
        f"refuses it (\"ignored explicit argument '{option.value}'\"); write --{option.name} "
        "alone to turn it on, or leave it out"
    )


def _refusal(site: LaunchSite, option: Option, name: str, version: str) -> str | None:
    """Why argparse refuses `--name`, which is no option of `version`, if it is judged:
    an abbreviation of several options, a HiSparse flag, any key of a `--config` file."""
    matches = refused_prefix(name, version)
    if matches:
        could = ", ".join(f"--{match}" for match in matches)
        refused = f"ambiguous in SGLang {version} (it could match {could}; argparse refuses it)"
        return f"{_named(site, option, refused)}: spell the option out"
    if "hisparse" in name or (site.config_file and not known(name, version)):
        refused = f"not an option of SGLang {version} (argparse refuses it)"
        return f"{_named(site, option, refused)}; remove it or run the build it was written for"
    return None


def _config_refusal(option: Option, version: str) -> str | None:
    """Why `version`'s `--config` reader refuses the key of one of its options, if it
    does: SGLang's merger takes only keys of plain-value and `store_true` options, and
    refuses the others ("Unsupported config option"), such as a key whose field a
    deprecated alias shares. HSF008 owns the DSA backend keys (it writes the spelling
    the reader takes)."""
    key = option.written or option.name
    if option.worded and option.name in boolean_flags():
        return (
            f'`{key}` is the word "{option.value}", not a boolean: SGLang\'s --config reader '
            f"passes --{option.name} {option.value}, and argparse refuses the stray "
            f"`{option.value}` (--{option.name} takes no value); write it as a YAML boolean "
            f"(`{key}: true`)"
        )
    if not config_key_refused(key, version) or BACKEND_OPTION.fullmatch(option.name):
        return None
    return (
        f"`{key}`: SGLang {version}'s --config reader refuses this key "
        f'("Unsupported config option"); pass --{option.name} on the command line'
    )


def _typed(site: LaunchSite, option: Option) -> str:
    """The name argparse is given: a flag as typed (the tool reads an abbreviation as
    the one option it fits in the newest release, which an older one may not have);
    a key by the option it names."""
    if site.style is Style.ARGV and option.written is not None:
        return option.written
    return option.name


def _named(site: LaunchSite, option: Option, refused: str) -> str:
    """What refuses the option, as its reader sees it: a flag; a `--config` key,
    which SGLang passes as `--key`; another key, which is refused as a flag and,
    passed as a keyword, is no field of ServerArgs (a TypeError)."""
    flag = f"--{option.name}"
    if site.style is Style.ARGV:
        return f"{flag} is {refused}"
    key = option.written or option.name
    if site.config_file:
        return f"`{key}` becomes --{key}, which is {refused}"
    field = option.name.replace("-", "_")
    return f"`{key}`: ServerArgs has no field {field} (a TypeError), and {flag} is {refused}"
