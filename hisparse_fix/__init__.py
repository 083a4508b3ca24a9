"""hisparse-fix: rewrite SGLang launch configurations so that HiSparse launches pass validation.

The Python API, the same engine the command line runs::

    import hisparse_fix

    settings = hisparse_fix.Settings(platform="rocm")
    result = hisparse_fix.fix(text, path="serve.sh", settings=settings)
    for finding in result.findings:
        print(finding.range.start.line + 1, finding.code, finding.message)

`check` returns the findings only; `Settings.discover(path)` reads the settings file
the CLI would use for `path`. The names are loaded on first use, so that importing
the package (as the CLI does for `--version`) costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hisparse_fix.vocabulary.version import __version__

__all__ = [
    "CheckError",
    "Finding",
    "FixResult",
    "Position",
    "Range",
    "Settings",
    "SettingsError",
    "Severity",
    "TextEdit",
    "__version__",
    "apply_edits",
    "check",
    "fix",
    "ignore_edit",
]

if TYPE_CHECKING:
    from hisparse_fix.api import (
        CheckError,
        Finding,
        FixResult,
        Position,
        Range,
        Settings,
        SettingsError,
        Severity,
        TextEdit,
        apply_edits,
        check,
        fix,
        ignore_edit,
    )


def __getattr__(name: str) -> Any:
    """The API's names, imported from `hisparse_fix.api` when first asked for."""
    if name in __all__ and name != "__version__":
        from hisparse_fix import api

        return getattr(api, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
