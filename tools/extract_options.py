"""Write hisparse_fix/matrix/server-options.txt from an unpacked SGLang release.

Usage:
    python tools/extract_options.py SGLANG_DIR VERSION > hisparse_fix/matrix/server-options.txt
    python tools/extract_options.py SGLANG_DIR VERSION --aliases \
        > hisparse_fix/matrix/option-aliases.txt

Reads (with `ast`, never importing SGLang) every `A[T, ...]` field of
`srt/arg_groups/fields/*.py` and `srt/server_args.py`, and every literal
`parser.add_argument("--name", ...)` in `srt/server_args.py`: the long option
names `ServerArgs.add_cli_args` registers. Prefix matching and "is this an
SGLang option" need the whole list, not only the boolean flags. With `--aliases`
it writes each alias (`Arg(aliases=[...])`, or a later name of one
`add_argument`) with the option it sets: argparse stores both in one field.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path


def _arg_names(field: str, meta: ast.expr | None) -> list[str]:
    cli_name = "--" + field.replace("_", "-")
    aliases: list[str] = []
    if isinstance(meta, ast.Call):
        for keyword in meta.keywords:
            constant = isinstance(keyword.value, ast.Constant)
            if keyword.arg == "no_cli" and constant and keyword.value.value:
                return []
            if keyword.arg == "cli_name" and isinstance(keyword.value, ast.Constant):
                cli_name = keyword.value.value
            if keyword.arg == "aliases" and isinstance(keyword.value, (ast.List, ast.Tuple)):
                aliases = [e.value for e in keyword.value.elts if isinstance(e, ast.Constant)]
    return [cli_name, *aliases]


def _arguments(tree: ast.AST) -> Iterator[list[str]]:
    """The long names of each argument, its own first: every `A[T, ...]` field and
    every literal `parser.add_argument("--name", ...)`."""
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            annotation = node.annotation
            if (
                isinstance(annotation, ast.Subscript)
                and isinstance(annotation.value, ast.Name)
                and annotation.value.id in {"A", "Annotated"}
                and isinstance(annotation.slice, ast.Tuple)
                and len(annotation.slice.elts) >= 2
            ):
                yield _arg_names(node.target.id, annotation.slice.elts[1])
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "add_argument"
        ):
            yield [
                arg.value
                for arg in node.args
                if isinstance(arg, ast.Constant) and str(arg.value).startswith("--")
            ]


def _aliases(tree: ast.AST) -> dict[str, str]:
    """Alias -> the name it stands for (the first long name of its argument)."""
    return {alias[2:]: names[0][2:] for names in _arguments(tree) for alias in names[1:]}


def _names(tree: ast.AST) -> set[str]:
    return {name for names in _arguments(tree) for name in names}


def main(package: str, version: str, mode: str = "") -> None:
    root = Path(package)
    files = [*sorted((root / "srt/arg_groups/fields").glob("*.py")), root / "srt/server_args.py"]
    if mode == "--aliases":
        aliases: dict[str, str] = {}
        for path in files:
            aliases.update(_aliases(ast.parse(path.read_text())))
        print(f"# SGLang {version} option aliases: `alias option`, one a line, without the dashes.")
        print("# argparse stores an alias in its option's field; by tools/extract_options.py.")
        for alias in sorted(aliases):
            print(alias, aliases[alias])
        return
    names: set[str] = set()
    for path in files:
        names |= _names(ast.parse(path.read_text()))
    print(f"# SGLang {version} server options (every long name ServerArgs.add_cli_args registers),")
    print("# for argparse prefix matching and for telling SGLang option keys from others.")
    print("# Written by tools/extract_options.py; one name a line, without the dashes.")
    for name in sorted(n[2:] for n in names if n.startswith("--")):
        print(name)


if __name__ == "__main__":
    main(*sys.argv[1:4])
