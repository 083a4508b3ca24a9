"""Helpers the rule modules share (kept out of `rules/`, which holds only rules):
what a launch site says about itself (switches, modes) and the findings that edit flags."""

from __future__ import annotations

from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import (
    Edit,
    EditKind,
    Finding,
    LaunchSite,
    Option,
    Severity,
    Style,
)


def switched_on(site: LaunchSite, name: str) -> tuple[Option, ...]:
    """The occurrences of a boolean option that turn it on (argparse: any of them)."""
    return tuple(option for option in site.all(name) if option.enabled)


def unread(site: LaunchSite, name: str) -> Option | None:
    """An occurrence of `name` whose value the tool cannot read."""
    return next((option for option in site.all(name) if option.dynamic), None)


def is_pd_decode(site: LaunchSite) -> bool:
    """A `--disaggregation-mode decode` server: SGLang runs it without the radix cache."""
    mode = site.last("disaggregation-mode")
    return mode is not None and (mode.value or "").strip().lower() == "decode"


def speculative(site: LaunchSite) -> bool | None:
    """Whether a speculative algorithm is on; None when its value cannot be read."""
    algorithm = site.last("speculative-algorithm")
    if algorithm is None:
        return False
    if algorithm.dynamic or algorithm.value is None:
        return None
    return algorithm.value.strip().upper() != "NONE"


def unread_speculation(site: LaunchSite, code: str, consequence: str) -> Finding:
    """The warning for a launch whose speculative algorithm cannot be read (`speculative`
    is None): it may run one, and then HiSparse has `consequence`."""
    algorithm = site.last("speculative-algorithm")
    assert algorithm is not None
    return unread_warning(code, algorithm, consequence)


def turn_off(site: LaunchSite, code: str, occurrences: tuple[Option, ...], why: str) -> Finding:
    """Drop a flag from argv sites / write false in keyed ones, every occurrence."""
    edits = tuple(Edit(EditKind.DISABLE, option) for option in occurrences)
    done = "dropped" if site.style is Style.ARGV else "set to false"
    return Finding(code, f"{why}: {done}", occurrences[-1].span, edits=edits)


def new_flag_value(site: LaunchSite) -> str | None:
    """How a boolean option that is turned on is written: a bare argv flag, or true."""
    return None if site.style is Style.ARGV else "true"


def unread_warning(code: str, option: Option, what: str) -> Finding:
    return Finding(
        code,
        f"--{option.name} is set from a value the tool cannot read; {what}",
        option.span,
        Severity.WARNING,
    )


def release_checks(settings: Settings, check: str) -> bool:
    """Whether the selected release enforces `check` (see the release tables)."""
    return check in settings.release.checks


def set_value(code: str, option: Option, value: str, message: str) -> Finding:
    """A new value where it is written, or unfixable where it cannot be rewritten."""
    if option.value_span is None:
        return Finding(code, f"{message}; set it by hand", option.span, Severity.UNFIXABLE)
    edit = Edit(EditKind.SET_VALUE, option, value)
    return Finding(code, f"{message}: set to {value}", option.span, edits=(edit,))


def add_option(
    site: LaunchSite, code: str, name: str, value: str | None, message: str, at: Option
) -> Finding:
    """`--name value` added next to `--enable-hisparse`, where the tool can know it is
    absent: an open launch may get it from elsewhere (a warning at `at`), and an
    anchor not written in one place cannot take a new word (unfixable)."""
    written = f"--{name}" + ("" if value is None or value == "true" else f" {value}")
    if site.open:
        elsewhere = (
            f"{message}; not added here: this launch may get its options from elsewhere "
            f"too, so add {written} where they are all known"
        )
        return Finding(code, elsewhere, at.span, Severity.WARNING)
    anchor = site.last("enable-hisparse")
    assert anchor is not None
    if anchor.name_span is None:
        return Finding(code, f"{message}; add {written} by hand", anchor.span, Severity.UNFIXABLE)
    edit = Edit(EditKind.ADD, anchor, value, name=name)
    return Finding(code, f"{message}: {written} added", anchor.span, edits=(edit,))


def flag_named(site: LaunchSite, option: Option) -> str:
    """`--name` as the launch writes it: an argv alias (`--decode-context-parallel-size`)
    keeps its spelling; keys are named by the option they set."""
    if site.style is Style.ARGV and option.written:
        return f"--{option.written}"
    return f"--{option.name}"


def absent_option(
    site: LaunchSite, settings: Settings, code: str, option: Option
) -> Finding | None:
    """The finding for an option the selected release's parser does not have (argparse
    refuses the launch as it stands), else None. Report only: what the option was
    meant to do depends on the release it was written for."""
    release = settings.release
    if option.name not in release.absent_options:
        return None
    return Finding(
        code,
        f"{flag_named(site, option)} is not an option of SGLang {release.version} (argparse "
        f"refuses it as an unrecognized argument): remove it or run a release that has it",
        option.span,
        Severity.UNFIXABLE,
    )


def unchecked_model(site: LaunchSite, settings: Settings) -> str | None:
    """The model family whose dtype and backend SGLang does not check on the site's
    platform in this release (DeepSeek V4 on ROCm, MiniMax M3), or None."""
    from hisparse_fix.sglang.model_family import family_of
    from hisparse_fix.sglang.site_platform import site_platform

    family = family_of(site, settings.release)
    where = settings.release.unchecked_models.get(family or "", ())
    return family if site_platform(site, settings).name in where else None


def drop_or_set(
    code: str,
    occurrences: tuple[Option, ...],
    message: str,
    *,
    value: str | None,
    setting: bool,
    done: str,
    dropped: str,
) -> Finding:
    """The fix of a refused backend written in `occurrences` (argparse keeps the last):
    with `setting` (and `value`, and the last value written in one place) the last set to
    `value` and the others removed, else all removed so that SGLang picks its own (`done`
    and `dropped` say which was done). A removed option whose value is written in another
    place is left for a person."""
    effective = occurrences[-1]
    setting = setting and value is not None and effective.value_span is not None
    removed = occurrences[:-1] if setting else occurrences
    if any(option.detached for option in removed):
        by_hand = f"{message}: drop it by hand (its value is written in another place)"
        return Finding(code, by_hand, effective.span, Severity.UNFIXABLE)
    edits = tuple(Edit(EditKind.REMOVE, option) for option in removed)
    if setting:
        assert value is not None
        edits += (Edit(EditKind.SET_VALUE, effective, value),)
    return Finding(code, f"{message}: {done if setting else dropped}", effective.span, edits=edits)
