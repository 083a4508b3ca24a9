"""Write hisparse_fix/matrix/server-options.txt from an unpacked SGLang release.

Usage:
    python tools/extract_options.py SGLANG_DIR VERSION > hisparse_fix/matrix/server-options.txt

Reads (with `ast`, never importing SGLang) every `A[T, ...]` field of
`srt/arg_groups/fields/*.py` and `srt/server_args.py`, and every literal
`parser.add_argument("--name", ...)` in `srt/server_args.py`: the long option
names `ServerArgs.add_cli_args` registers. Prefix matching and "is this an
SGLang option" need the whole list, not only the boolean flags.
"""

from __future__ import annotations

import ast
import sys
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


def _names(tree: ast.AST) -> set[str]:
    names: set[str] = set()
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
                names.update(_arg_names(node.target.id, annotation.slice.elts[1]))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "add_argument"
        ):
            for arg in node.args:
                if isinstance(arg, ast.Constant) and str(arg.value).startswith("--"):
                    names.add(arg.value)
    return names


def main(package: str, version: str) -> None:
    root = Path(package)
    files = [*sorted((root / "srt/arg_groups/fields").glob("*.py")), root / "srt/server_args.py"]
    names: set[str] = set()
    for path in files:
        names |= _names(ast.parse(path.read_text()))
    print(f"# SGLang {version} server options (every long name ServerArgs.add_cli_args registers),")
    print("# for argparse prefix matching and for telling SGLang option keys from others.")
    print("# Written by tools/extract_options.py; one name a line, without the dashes.")
    for name in sorted(n[2:] for n in names if n.startswith("--")):
        print(name)


if __name__ == "__main__":
    main(*sys.argv[1:3])
