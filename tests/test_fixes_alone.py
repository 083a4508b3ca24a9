"""Every finding's fix, as each output format carries it, applies alone.

ruff's model: a diagnostic's fix is a set of edits applied together; a user (or a
review tool) may accept any one of them. So over every fixture and every format
that carries fixes (json, SARIF, rdjson; github and gitlab carry none), each fix
applied alone to the original file must leave a file the format's own parser
accepts and that the tool reads again (clean, or still reporting); applying
them all as ruff does (in order, skipping a fix that overlaps or touches one
already applied, then running again) must give the `--write` bytes; and so must
applying every fix once, at the same time: no two fixes change the same line (where
findings' edits would, one finding carries them all).
rdjson suggestions (whole lines, one click in a review) must lie inside the lines
the fix changes, never past the file's last line.
"""

from __future__ import annotations

import ast
import functools
import itertools
import json
import re
import subprocess
from collections.abc import Callable, Sequence
from pathlib import Path

import dockerfile
import pytest
import tomllib
import yaml

from hisparse_fix.engine.pipeline import Result, process_bytes
from hisparse_fix.formats import format_for
from hisparse_fix.outputs import Tool, render
from hisparse_fix.sglang.settings import Settings
from tests.conftest import FIXTURES, fixture_files

TOOL = Tool("hisparse-fix", "0.0.0-test")
FIX_FORMATS = ("json", "sarif", "rdjson")
"""The formats that carry fixes; `github` and `gitlab` carry annotations only."""

Edit = tuple[int, int, str]
"""Replace `text[start:end]` with the string."""
Fix = tuple[str, tuple[Edit, ...]]
"""A finding's code and its edits."""

CASES = [path for path in fixture_files() if path.suffix != ".json"]
IDS = [path.relative_to(FIXTURES).as_posix() for path in CASES]


# --- positions -> offsets ---------------------------------------------------------


def _offset(text: str, line: int, column: int, *, utf8: bool = False) -> int:
    """1-based line and column (characters, or UTF-8 bytes) -> offset in `text`."""
    starts = [0, *(index + 1 for index, char in enumerate(text) if char == "\n")]
    if line > len(starts):
        return len(text)
    start = starts[line - 1]
    if not utf8:
        return start + column - 1
    width, offset = column - 1, start
    while width > 0:
        width -= len(text[offset].encode("utf-8", "surrogateescape"))
        offset += 1
    return offset


def fixes(fmt: str, text: str, output: str) -> list[Fix]:
    """The fixes an output carries, each as edits of `text`."""
    document = json.loads(output)
    if fmt == "json":
        return [
            (
                item["code"],
                tuple(
                    (
                        _offset(text, r["line"], r["column"]),
                        _offset(text, r["end_line"], r["end_column"]),
                        r["text"],
                    )
                    for r in item["fix"]["replacements"]
                ),
            )
            for item in document
            if item["fix"]
        ]
    if fmt == "sarif":
        found = []
        for item in document["runs"][0]["results"]:
            for fix in item.get("fixes", ()):
                edits = []
                for change in fix["artifactChanges"]:
                    for r in change["replacements"]:
                        region = r["deletedRegion"]
                        start = _offset(text, region["startLine"], region["startColumn"])
                        end = _offset(text, region["endLine"], region["endColumn"])
                        edits.append((start, end, r["insertedContent"]["text"]))
                found.append((item["ruleId"], tuple(edits)))
        return found
    return [
        (item["code"]["value"], tuple(_suggestion(text, s) for s in item["suggestions"]))
        for item in document["diagnostics"]
        if item.get("suggestions")
    ]


def _suggestion(text: str, suggestion: dict) -> Edit:
    """A suggestion as reviewdog posts it: with columns, the characters between them;
    without, its lines (first to last, whole) replaced by its text as lines."""
    start, end = suggestion["range"]["start"], suggestion["range"]["end"]
    if "column" in start or "column" in end:
        first = _offset(text, start["line"], start.get("column", 1), utf8=True)
        return (
            first,
            _offset(text, end["line"], end.get("column", 1), utf8=True),
            suggestion["text"],
        )
    first = _offset(text, start["line"], 1)
    last = _offset(text, end.get("line", start["line"]) + 1, 1)
    ending = re.search(r"\r?\n\Z", text[first:last])
    new = suggestion["text"] + (ending.group() if ending and suggestion["text"] else "")
    return first, last, new


def apply_fix(text: str, edits: Sequence[Edit]) -> str:
    ordered = sorted(edits)
    for (_, end, _), (start, _, _) in itertools.pairwise(ordered):
        if end > start:
            raise ValueError("a fix's own edits overlap")
    for start, end, new in reversed(ordered):
        text = text[:start] + new + text[end:]
    return text


def apply_all(text: str, found: Sequence[Fix]) -> str:
    """ruff's `apply_fixes`: fixes in order of their first edit; one that starts at or
    before the end of the last applied edit waits for the next pass, unless every edit
    of it was already applied."""
    applied: set[Edit] = set()
    chosen: list[Edit] = []
    last = -1
    for _, edits in sorted(found, key=lambda fix: (min(e[0] for e in fix[1]), fix[0])):
        new = [edit for edit in edits if edit not in applied]
        if not new:
            continue
        if min(start for start, _, _ in edits) <= last:
            continue
        chosen.extend(new)
        applied.update(new)
        last = max(end for _, end, _ in edits)
    return apply_fix(text, chosen)


# --- the format's own parser ------------------------------------------------------


def _bash(text: str) -> bool:
    return subprocess.run(["bash", "-n"], input=text.encode(), capture_output=True).returncode == 0


def _python(text: str) -> bool:
    try:
        ast.parse(text)
    except SyntaxError:
        return False
    return True


def _loads(load: Callable[[str], object]) -> Callable[[str], bool]:
    def check(text: str) -> bool:
        try:
            load(text)
        except Exception:
            return False
        return True

    return check


FENCE = re.compile(r"^([ >]*)(```+|~~~+)[ {]*(\w+)[^\n]*\n(.*?)^\1\2", re.M | re.S)
_BLOCK_PARSERS = {"bash": _bash, "sh": _bash, "shell": _bash, "python": _python}


def _markdown(text: str) -> tuple[bool, ...]:
    """Each bash and Python block's verdict (a block is compared with its original)."""
    verdicts = []
    for match in FENCE.finditer(text):
        check = _BLOCK_PARSERS.get(match.group(3).lower())
        if check is not None:
            prefix = match.group(1)
            lines = [line.removeprefix(prefix) for line in match.group(4).splitlines(True)]
            verdicts.append(check("".join(lines)))
    return tuple(verdicts)


INSTRUCTIONS = frozenset(
    {
        "FROM", "RUN", "CMD", "LABEL", "MAINTAINER", "EXPOSE", "ENV", "ADD", "COPY",
        "ENTRYPOINT", "VOLUME", "USER", "WORKDIR", "ARG", "ONBUILD", "STOPSIGNAL",
        "HEALTHCHECK", "SHELL",
    }
)  # fmt: skip


def _dockerfile(text: str) -> bool:
    """The package parses any line as an instruction: each must be a known one, and an
    exec form (`CMD [...]`) must be read as JSON (a stray `]` makes it a string)."""
    try:
        commands = dockerfile.parse_string(text)
    except dockerfile.GoParseError:
        return False
    return all(
        command.cmd.upper() in INSTRUCTIONS
        and (command.json or not command.original.split(None, 1)[-1].startswith("["))
        for command in commands
    )


MAGIC = re.compile(r"^([ \t]*)[!%].*$", re.M)


def _notebook(text: str) -> tuple[bool, ...] | None:
    """The JSON, then each code cell's Python (a `!` or `%` line read as `pass`; a `%%`
    cell magic is not Python)."""
    try:
        cells = json.loads(text).get("cells", [])
    except ValueError:
        return None
    sources = ["".join(c.get("source", "")) for c in cells if c.get("cell_type") == "code"]
    return tuple(
        _python(MAGIC.sub(r"\1pass", source)) for source in sources if not source.startswith("%%")
    )


PARSERS: dict[str, Callable[[str], object]] = {
    "shell": _bash,
    "python": _python,
    "toml": _loads(tomllib.loads),
    "yaml": _loads(lambda text: list(yaml.compose_all(text))),
    "notebook": _notebook,
    "dockerfile": _dockerfile,
    "markdown": _markdown,
}


# --- the test ---------------------------------------------------------------------


def _run(path: Path, text: str) -> Result:
    fmt = format_for(path, text[:256])
    assert fmt is not None
    return process_bytes(path.name, text.encode("utf-8", "surrogateescape"), fmt, Settings())


def _outputs(path: Path, text: str, result: Result) -> dict[str, list[Fix]]:
    sources = {result.path: text}
    return {fmt: fixes(fmt, text, render(fmt, [result], sources, TOOL)) for fmt in FIX_FORMATS}


def _tight(text: str, edits: Sequence[Edit]) -> bool:
    """One suggestion, on whole lines of the file, whose first and last lines are lines
    it changes (a pure insertion keeps the one line it follows or precedes)."""
    if len(edits) != 1:
        return False
    start, end, new = edits[0]
    if not (start == 0 or text[start - 1] == "\n") or end > len(text):
        return False
    old, lines = text[start:end].splitlines(True), new.splitlines(True)
    same_first = bool(old and lines) and old[0] == lines[0]
    same_last = bool(old and lines) and old[-1] == lines[-1]
    if len(old) == 1:
        return old != lines
    return not same_first and not same_last


def _outside_lines(text: str, result: Result) -> list[str]:
    """rdjson suggestions that reviewdog cannot post as they are: with columns (it then
    needs the source of the range's end line, which after a file's last line is none)
    or past the file's last line."""
    output = json.loads(render("rdjson", [result], {result.path: text}, TOOL))
    count = len(text.splitlines())
    return [
        f"rdjson {item['code']['value']}: suggestion range {s['range']} is not lines 1-{count}"
        for item in output["diagnostics"]
        for s in item.get("suggestions", ())
        if {"column"} & {*s["range"]["start"], *s["range"]["end"]}
        or not 1 <= s["range"]["start"]["line"] <= s["range"]["end"]["line"] <= count
    ]


@functools.cache
def check_fixes_alone(path: Path) -> tuple[int, list[str]]:
    """The number of fixes that apply alone, and what is wrong with the others."""
    original = path.read_bytes().decode("utf-8", "surrogateescape")
    fmt = format_for(path, original[:256])
    assert fmt is not None
    parse = PARSERS[fmt.name]
    valid_before = parse(original)
    result = _run(path, original)
    good, wrong = 0, _outside_lines(original, result)
    for name, found in _outputs(path, original, result).items():
        for code, edits in found:
            where = f"{name} {code} {[(s, e) for s, e, _ in edits]}"
            if name == "rdjson" and not _tight(original, edits):
                wrong.append(f"{where}: not one suggestion on the lines the fix changes")
                continue
            try:
                alone = apply_fix(original, edits)
            except ValueError as error:
                wrong.append(f"{where}: {error}")
                continue
            if valid_before and parse(alone) != valid_before:
                wrong.append(f"{where}: the file no longer parses as {fmt.name}")
            elif _run(path, alone).problem is not None:
                wrong.append(f"{where}: {_run(path, alone).problem}")
            else:
                good += 1
        every = [edit for _, edits in found for edit in edits]
        try:
            at_once = apply_fix(original, every)
        except ValueError:
            wrong.append(f"{name}: two fixes change the same text")
        else:
            if at_once != (result.fixed if result.changed else original):
                wrong.append(f"{name}: every fix applied once is not the --write text")
        text = original
        for _ in range(10):
            found_now = _outputs(path, text, _run(path, text))[name]
            if not found_now:
                break
            try:
                text = apply_all(text, found_now)
            except ValueError:
                break
        if text != (result.fixed if result.changed else original):
            wrong.append(f"{name}: applying every fix as ruff does is not the --write text")
    return good, wrong


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_each_fix_applies_alone(path: Path) -> None:
    _, wrong = check_fixes_alone(path)
    assert not wrong, wrong


def _carried(path: Path) -> int:
    """The fixable findings whose edits another finding's fix carries (json `fix: null`)."""
    text = path.read_bytes().decode("utf-8", "surrogateescape")
    output = render("json", [_run(path, text)], {path.name: text}, TOOL)
    return sum(item["fixable"] and not item["fix"] for item in json.loads(output))


def test_every_fixable_finding_has_a_fix_that_applies_alone_in_each_format(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The count: one fix a fixable finding in json, SARIF and rdjson, each applying alone
    (a finding whose edits another's fix carries, on the same lines, has none)."""
    good = sum(check_fixes_alone(path)[0] for path in CASES)
    findings = [
        item
        for path in CASES
        for item in _run(path, path.read_bytes().decode("utf-8", "surrogateescape")).findings
    ]
    fixable = sum(item.fixable for item in findings)
    carried = sum(_carried(path) for path in CASES)
    assert fixable > 400
    assert 0 < carried < fixable // 2
    assert good == len(FIX_FORMATS) * (fixable - carried)
    with capsys.disabled():
        print(
            f"\n{good} fixes apply alone ({fixable} fixable findings, {carried} carried by "
            f"another on the same lines, x {len(FIX_FORMATS)})"
        )


def main() -> None:
    """`python -m tests.test_fixes_alone`: the count over every fixture."""
    import os

    os.chdir(FIXTURES.parent)
    good = bad = 0
    for path in CASES:
        count, wrong = check_fixes_alone(path)
        good, bad = good + count, bad + len(wrong)
        for line in wrong:
            print(f"{path.relative_to(FIXTURES)}: {line}")
    print(f"{good} fixes apply alone; {bad} problems")


if __name__ == "__main__":
    main()


README_EXAMPLE = """\
python3 -m sglang.launch_server \\
  --model-path deepseek-ai/DeepSeek-V3.2-Exp \\
  --tp 8 --trust-remote-code \\
  --enable-hisparse --disable-radix-cache \\
  --kv-cache-dtype fp8_e5m2 \\
  --dsa-decode-backend tilelang \\
  --host 0.0.0.0 --port 30000
"""

SHAPES = {
    "readme.sh": README_EXAMPLE,
    "last_line.sh": README_EXAMPLE.replace(" \\\n  --host 0.0.0.0 --port 30000", ""),
    "no_trailing_newline.sh": README_EXAMPLE.replace(" --disable-radix-cache", "").rstrip("\n"),
    "argv.py": 'import subprocess\nsubprocess.run(["python", "-m", "sglang.launch_server",\n'
    '    "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2",\n'
    '    "--dsa-decode-backend", "tilelang"])\n',
    "args.toml": '[server]\nargs = [\n  "--enable-hisparse",\n  "--kv-cache-dtype",\n'
    '  "fp8_e5m2",\n  "--dsa-decode-backend",\n  "tilelang"\n]\n',
    "keys.toml": '[sglang]\nenable-hisparse = true\nkv-cache-dtype = "fp8_e5m2"\n'
    'dsa-decode-backend = "tilelang"\n',
    "flow.yaml": "command: [python3, -m, sglang.launch_server, --enable-hisparse,\n"
    "  --kv-cache-dtype, fp8_e5m2, --dsa-decode-backend, tilelang]\n",
    "exec.Dockerfile": 'FROM lmsysorg/sglang\nCMD ["python3", "-m", "sglang.launch_server", \\\n'
    '     "--kv-cache-dtype", "fp8_e5m2", \\\n     "--enable-hisparse", \\\n'
    '     "--dsa-decode-backend", "tilelang"]\n',
}


@pytest.mark.parametrize("name", SHAPES)
def test_neighbouring_fixes_each_apply_alone(name: str, tmp_path: Path) -> None:
    """The shapes the fixtures hold too rarely: a dropped last line whose `\\` is on a line
    another fix changes, an item added after a last item without a comma."""
    path = tmp_path / name
    path.write_text(SHAPES[name])
    count, wrong = check_fixes_alone(path)
    assert not wrong, wrong
    # At least one fix in each of json, SARIF and rdjson (neighbours on the same lines
    # are carried by one finding); and every fix applied at once is the --write text.
    assert count >= 3
