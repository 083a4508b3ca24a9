"""Write a new rule's skeleton: its module, its case file and a shell fixture.

Usage:
    python tools/new_rule.py HSF110 some-name --option enable-foo \\
        --title "HiSparse with foo: drop --enable-foo" [--root DIR]

Writes, and refuses to overwrite:
- `hisparse_fix/rules/some_name.py`: the rule, registered under the code, reporting the
  option as a launch SGLang refuses (UNFIXABLE) with a docstring of the four sections
  `--explain` prints, each to be written from SGLang's own check;
- `tests/data/rule-cases/HSF110.toml`: one case, the finding the skeleton gives;
- `fixtures/shell/NN_some_name.sh`: a launch with the option (`pytest --snapshot-update
  -k some_name` then writes its snapshot, to be reviewed as a code review).

The rule is found by listing the package: nothing else is registered by hand. Then
follow docs/contributing.md, "Add a rule": write what SGLang checks, the cases it
allows and refuses per release, and the fix, and run the tests.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DSA = "--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache"

MODULE = '''from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Severity

CODE = "{code}"
_OPTION = "{option}"


@rule(CODE, "{name}", "{title}")
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports `--{option}` on a HiSparse launch. (Say what the rule changes.)

    ## Why is this bad?
    (SGLang's own check, quoted from hisparse_hook.py, and the releases that make it.)

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\\\
      --{option}
    ```

    ## Fix safety
    Report only, until the fix is written and its safety said here.
    """
    option = site.last(_OPTION)
    if option is not None:
        message = f"--{{_OPTION}} is refused with HiSparse by SGLang {{settings.release.version}}"
        yield Finding(CODE, message, option.span, Severity.UNFIXABLE)
'''

CASES = """# {code} {name}: {title}
# The format: README.md beside this file.

[[case]]
release = "{release}"
launch = "{{DSA}} --kv-cache-dtype bfloat16 --{option}"
found = [
  {{ code = "{code}", severity = "unfixable", at = [{start}, {end}], edits = [], \
message = "--{option} is refused with HiSparse by SGLang {release}" }},
]
"""

FIXTURE = """#!/bin/bash
# {title} ({code}).
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \\
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 \\
  --{option}
"""


class SkeletonError(ValueError):
    """A code, name or option the skeleton cannot take, or a file already there."""


def write_skeleton(
    root: Path, code: str, name: str, option: str, title: str, release: str
) -> list[Path]:
    """The three files of a new rule under `root`, which must not exist yet."""
    if not re.fullmatch(r"HSF\d{3}", code):
        raise SkeletonError(f"{code!r} is not a rule code (HSF followed by three digits)")
    if not re.fullmatch(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*", name):
        raise SkeletonError(f"{name!r} is not a rule name (lowercase words joined by -)")
    option = option.removeprefix("--")
    if not re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", option):
        raise SkeletonError(f"{option!r} is not an SGLang option name")
    module = root / "hisparse_fix" / "rules" / f"{name.replace('-', '_')}.py"
    cases = root / "tests" / "data" / "rule-cases" / f"{code}.toml"
    fixtures = root / "fixtures" / "shell"
    numbers = [int(found[1]) for p in fixtures.iterdir() if (found := re.match(r"(\d+)_", p.name))]
    fixture = fixtures / f"{max(numbers, default=0) + 1:02d}_{name.replace('-', '_')}.sh"
    taken = [path for path in (module, cases) if path.exists()]
    taken += [p for p in (root / "tests" / "data" / "rule-cases").glob("*.toml") if code in p.name]
    if taken:
        raise SkeletonError(f"already there: {', '.join(sorted({str(p) for p in taken}))}")
    start = len(DSA) + len(" --kv-cache-dtype bfloat16 ")
    fields = {"code": code, "name": name, "option": option, "title": title, "release": release}
    module.write_text(MODULE.format(**fields), encoding="utf-8")
    cases.write_text(
        CASES.format(**fields, start=start, end=start + len(option) + 2), encoding="utf-8"
    )
    fixture.write_text(FIXTURE.format(**fields), encoding="utf-8")
    return [module, cases, fixture]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("code", help="the new rule's code, HSF followed by three digits")
    parser.add_argument("name", help="its name, lowercase words joined by -")
    parser.add_argument("--option", required=True, help="the SGLang option it judges")
    parser.add_argument("--title", required=True, help="one line: what is wrong, the fix")
    parser.add_argument("--release", help="the release of the first case (default: newest)")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to write in")
    arguments = parser.parse_args(argv)
    if arguments.release is None:
        from hisparse_fix.sglang.matrix import newest

        arguments.release = newest().version
    try:
        written = write_skeleton(
            arguments.root,
            arguments.code,
            arguments.name,
            arguments.option,
            arguments.title,
            arguments.release,
        )
    except SkeletonError as error:
        print(f"new_rule: {error}", file=sys.stderr)
        return 2
    for path in written:
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
