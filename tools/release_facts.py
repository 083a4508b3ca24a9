"""Ask each SGLang release for the facts only its own parser holds.

Usage (with the python of the SGLang environment `tools/sglang_env.sh` builds, the
releases unpacked by `tools/sglang_releases.sh` under ROOT):
    PYTHON tools/release_facts.py ROOT tests/conformance/releases.txt --config-keys \\
        > hisparse_fix/sglang/matrix/release-config-keys.txt
    PYTHON tools/release_facts.py ROOT tests/conformance/releases.txt --flags \\
        > hisparse_fix/sglang/matrix/boolean-flags.txt
    PYTHON tools/release_facts.py ROOT tests/conformance/releases.txt --json

Each release is imported in turn in this one process (torch once; SGLang's modules
dropped between releases) and asked, by its own `ServerArgs.add_cli_args` and
`ConfigArgumentMerger`:

- `options`: every long option its parser registers;
- `flags`: the options that take no value (`nargs == 0`), which tell a flag from an
  option whose value is the next word;
- `config_refused`: the `--config` keys its merger refuses ("Unsupported config
  option ... with action ...", spelled with underscores as it compares them): a key
  whose field a deprecated alias shares (`dsa-*-backend` in 0.5.13-0.5.19), a
  `store_false` or `BooleanOptionalAction` switch.

Nothing of SGLang is copied; it is imported. `tests/test_release_options.py` asks the
same and compares the bundled files.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import io
import json
import logging
import sys
from pathlib import Path

from extract_options import print_release_lists, release_versions

MERGER_MODULES = (
    "sglang.srt.utils.server_args_config_parser",
    "sglang.srt.server_args_config_parser",
)


def _long(action: argparse.Action) -> set[str]:
    return {option[2:] for option in action.option_strings if option.startswith("--")}


def ask(root: Path, release: str, base: list[str]) -> dict[str, list[str]]:
    """One release's facts, with `sys.path` naming it (then `_deps`) first."""
    for name in [name for name in sys.modules if name.split(".")[0] == "sglang"]:
        del sys.modules[name]
    sys.path[:] = [str(root / release), str(root / "_deps"), *base]
    with contextlib.redirect_stdout(io.StringIO()):
        from sglang.srt.server_args import ServerArgs

        parser = argparse.ArgumentParser()
        ServerArgs.add_cli_args(parser)
    merger = None
    for module in MERGER_MODULES:
        with contextlib.suppress(ImportError):
            merger = importlib.import_module(module).ConfigArgumentMerger(parser)
            break
    if merger is None:
        raise ImportError(f"SGLang {release}: no ConfigArgumentMerger")
    actions = parser._actions
    return {
        "options": sorted(set().union(*map(_long, actions)) - {"help"}),
        "flags": sorted(set().union(*(_long(a) for a in actions if a.nargs == 0)) - {"help"}),
        "config_refused": sorted(merger.unsupported_actions),
    }


def facts(root: Path, releases: list[str]) -> dict[str, dict[str, list[str]]]:
    logging.disable(logging.CRITICAL)
    base = list(sys.path)
    return {release: ask(root, release, base) for release in releases}


def print_flags(found: dict[str, dict[str, list[str]]]) -> None:
    """The options that take no value in some release and a value in none."""
    flags = set().union(*(release["flags"] for release in found.values()))
    valued = set().union(
        *(set(release["options"]) - set(release["flags"]) for release in found.values())
    )
    if flags & valued:
        raise SystemExit(f"a flag in one release takes a value in another: {flags & valued}")
    releases = list(found)
    print(f"# The options that take no value in some SGLang release, {releases[0]} to")
    print(f"# {releases[-1]} (nargs == 0 in its own parser; none takes a value in another).")
    print("# Used to tell a flag from an option whose value is the next word on the")
    print("# command line. Written by tools/release_facts.py --flags.")
    print("\n".join(sorted(flags)))


def main(argv: list[str]) -> None:
    root, listing, mode = Path(argv[0]), Path(argv[1]), argv[2]
    found = facts(root, release_versions(listing))
    if mode == "--json":
        print(json.dumps(found))
    elif mode == "--flags":
        print_flags(found)
    elif mode == "--config-keys":
        print_release_lists(
            {release: set(values["config_refused"]) for release, values in found.items()},
            "The --config keys ConfigArgumentMerger refuses (as it compares them: underscores)",
            "tools/release_facts.py --config-keys",
        )
    else:
        raise SystemExit(f"unknown mode {mode}: --json, --flags or --config-keys")


if __name__ == "__main__":
    main(sys.argv[1:])
