"""Write the option lists of SGLang releases from their unpacked sources.

Usage:
    python tools/extract_options.py SGLANG_DIR VERSION --aliases \
        > hisparse_fix/sglang/matrix/option-aliases.txt
    python tools/extract_options.py --releases ROOT tests/conformance/releases.txt \
        > hisparse_fix/sglang/matrix/release-options.txt

Reads (with `ast`, never importing SGLang) every `A[T, ...]` field of
`srt/arg_groups/fields/*.py` and `srt/server_args.py` that SGLang's
`add_cli_args_from_dataclass` registers (one with an `Arg(...)` or a help string,
not `no_cli`), and every literal `parser.add_argument("--name", ...)` in
`srt/server_args.py`: the long option names `ServerArgs.add_cli_args` registers,
with the `--no-name` of a `BooleanOptionalAction`. Prefix matching and "is this an
SGLang option" need the whole list, not only the boolean flags. With `--aliases`
it writes each alias (`Arg(aliases=[...])`, or a later name of one
`add_argument`) with the option it sets: argparse stores both in one field.

With `--releases`, ROOT holds each release unpacked as `ROOT/<VERSION>/sglang`
(`tools/sglang_releases.sh`), and the file lists the releases oldest first: it
writes the newest release's names, then for each older release the names it lacks
(`-name`) and has (`+name`) compared with the release above it, newest first
(read by `hisparse_fix.sglang.matrix.options`).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path


def _is_boolean_optional(value: ast.expr) -> bool:
    """`action=argparse.BooleanOptionalAction`: argparse adds `--no-name` too."""
    name = value.attr if isinstance(value, ast.Attribute) else getattr(value, "id", "")
    return name == "BooleanOptionalAction"


def _with_negatives(names: list[str], keywords: list[ast.keyword]) -> list[str]:
    if any(k.arg == "action" and _is_boolean_optional(k.value) for k in keywords):
        return names + [f"--no-{name[2:]}" for name in names if name.startswith("--")]
    return names


def _registering(metadata: list[ast.expr]) -> ast.expr | None:
    """The element SGLang's `_unwrap_annotated` registers a field by: the first
    `Arg(...)` or help string after the type; None (no option) without one."""
    for element in metadata:
        if isinstance(element, ast.Call) and getattr(element.func, "id", "") == "Arg":
            return element
        if isinstance(element, ast.Constant) and isinstance(element.value, str):
            return element
    return None


def _arg_names(field: str, meta: ast.expr) -> list[str]:
    cli_name = "--" + field.replace("_", "-")
    aliases: list[str] = []
    if not isinstance(meta, ast.Call):
        return [cli_name]
    for keyword in meta.keywords:
        constant = isinstance(keyword.value, ast.Constant)
        if keyword.arg == "no_cli" and constant and keyword.value.value:
            return []
        if keyword.arg == "cli_name" and isinstance(keyword.value, ast.Constant):
            cli_name = keyword.value.value
        if keyword.arg == "aliases" and isinstance(keyword.value, (ast.List, ast.Tuple)):
            aliases = [e.value for e in keyword.value.elts if isinstance(e, ast.Constant)]
    return _with_negatives([cli_name, *aliases], meta.keywords)


def _arguments(tree: ast.AST) -> Iterator[list[str]]:
    """The long names of each argument, its own first: every registered `A[T, ...]`
    field and every literal `parser.add_argument("--name", ...)`."""
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
                meta = _registering(annotation.slice.elts[1:])
                if meta is not None:
                    yield _arg_names(node.target.id, meta)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "add_argument"
        ):
            names = [
                arg.value
                for arg in node.args
                if isinstance(arg, ast.Constant) and str(arg.value).startswith("--")
            ]
            yield _with_negatives(names, node.keywords)


def _aliases(tree: ast.AST) -> dict[str, str]:
    """Alias -> the name it stands for (the first long name of its argument)."""
    return {
        alias[2:]: names[0][2:]
        for names in _arguments(tree)
        for alias in names[1:]
        if not alias.startswith("--no-")
    }


def _names(tree: ast.AST) -> set[str]:
    return {name for names in _arguments(tree) for name in names}


def _files(root: Path) -> list[Path]:
    return [*sorted((root / "srt/arg_groups/fields").glob("*.py")), root / "srt/server_args.py"]


def option_names(package: Path) -> list[str]:
    """Every long option name (without dashes) of the release unpacked at `package`."""
    names: set[str] = set()
    for path in _files(package):
        names |= _names(ast.parse(path.read_text()))
    return sorted(n[2:] for n in names if n.startswith("--"))


def release_versions(listing: Path) -> list[str]:
    """The releases `listing` names, oldest first."""
    return [line.strip() for line in listing.read_text().splitlines() if line.strip()]


def print_release_lists(lists: dict[str, set[str]], what: str, written_by: str) -> None:
    """Name lists of releases (oldest first) as `hisparse_fix.sglang.matrix.options` reads them:
    the newest list, then each older release's changes compared with the one above it."""
    versions = list(lists)
    newest = versions[-1]
    print(f"# {what} of every SGLang release (without the dashes):")
    print(f"# [{newest}] lists them; each older release's section says what it lacks (-name)")
    print("# and has (+name) compared with the section above it. Read by")
    print(f"# hisparse_fix/sglang/matrix/options.py; written by {written_by}.")
    print(f"[{newest}]")
    print("\n".join(sorted(lists[newest])))
    for newer, version in zip(versions[::-1], versions[-2::-1], strict=False):
        print(f"[{version}]")
        print("\n".join(f"-{name}" for name in sorted(lists[newer] - lists[version])))
        print("\n".join(f"+{name}" for name in sorted(lists[version] - lists[newer])))


def releases(root: Path, listing: Path) -> None:
    """The option list of every release, as the newest list and each older one's changes."""
    lists = {
        version: set(option_names(root / version / "sglang"))
        for version in release_versions(listing)
    }
    print_release_lists(
        lists, "The server options (long names)", "tools/extract_options.py --releases"
    )


def main(package: str, version: str, mode: str = "") -> None:
    if package == "--releases":
        releases(Path(version), Path(mode))
        return
    if mode != "--aliases":
        raise SystemExit("usage: extract_options.py SGLANG_DIR VERSION --aliases | --releases ...")
    aliases: dict[str, str] = {}
    for path in _files(Path(package)):
        aliases.update(_aliases(ast.parse(path.read_text())))
    print(f"# SGLang {version} option aliases: `alias option`, one a line, without the dashes.")
    print("# argparse stores an alias in its option's field; by tools/extract_options.py.")
    for alias in sorted(aliases):
        print(alias, aliases[alias])


if __name__ == "__main__":
    main(*sys.argv[1:4])
