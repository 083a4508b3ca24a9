"""The plain-file reader (`quick`, over `ast`) against the libcst reader.

`quick` reads a file only when it follows everything in it, and then its
sites and the fixed bytes must be exactly the libcst reader's. Checked on
every Python fixture (with the list of those `quick` reads, so that a reader
that declines everything fails here), on generated launch files in several
placements, and on the shapes it must leave to libcst.
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hisparse_fix.engine.pipeline import Fix, NotConvergedError, fix_text
from hisparse_fix.formats import BY_NAME, python
from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.python import quick
from hisparse_fix.sglang.matrix import release_for
from hisparse_fix.sglang.settings import Settings
from tests.test_python_properties import sources

PYTHON = BY_NAME["python"]
FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "python"
SETTINGS = {
    "cuda": Settings(),
    "rocm": Settings(platform="rocm"),
    "v0.5.12": Settings(release=release_for("0.5.12")),
}
READ_BY_QUICK = {
    "01_test_popen_fp8_e5m2.py",
    "02_offline_engine_cpu.py",
    "10_prepare_server_args_xpu_crlf.py",
    "13_neg_already_valid.py",
    "27_test_popen_radix_missing.py",
    "28_offline_engine_spec_mixed_chunk.py",
    "32_engine_flashmla_kv_no_dtype.py",
    "33_report_only_dcp_qwen.py",
    "37_v0.5.12_engine_dsa_spelling.py",
    "60_v0.5.22_ngram_and_adaptive_engines.py",
    "65_v0.5.11_model_families.py",
    "66_v0.5.20_dsv4_trtllm_and_xpu.py",
    "70_neg_engine_ambiguous_kwarg.py",
    "91_v0.5.21_learnable_sink_engine.py",
    "95_sglang_serve_argv_list.py",
}
"""The plain fixtures; the others hold a shape only the libcst reader follows."""


@contextmanager
def libcst_only() -> Iterator[None]:
    """The adapter with `quick` switched off, as it reads a file `quick` declines."""
    plain = python._quick
    python._quick = lambda text: None  # type: ignore[assignment]
    python._read.cache_clear()
    try:
        yield
    finally:
        python._quick = plain
        python._read.cache_clear()


def _read_by_libcst(text: str) -> Fix:
    """`text` fixed with the default settings, read as a file `quick` declines."""
    with libcst_only():
        return fix_text(text, PYTHON, Settings())


def outcome(text: str, chosen: Settings) -> tuple:
    """The sites, fixed text and findings of one reading; a refusal as its message."""
    try:
        sites = PYTHON.find_sites(text)
        fixed = fix_text(text, PYTHON, chosen)
    except (ParseError, NotConvergedError) as error:
        return ("error", str(error))
    return sites, fixed.text, fixed.findings


def assert_same_as_libcst(text: str, chosen: Settings) -> None:
    fast = outcome(text, chosen)
    with libcst_only():
        slow = outcome(text, chosen)
    assert fast == slow


def _fixture_texts() -> list[Path]:
    return sorted(
        path
        for path in FIXTURES.iterdir()
        if path.is_file() and path.name != "README.md" and "hisparse" in path.read_text("latin-1")
    )


def test_quick_reads_the_plain_fixtures_and_only_those() -> None:
    read = {path.name for path in _fixture_texts() if quick.read(_text(path)) is not None}
    assert read == READ_BY_QUICK


@pytest.mark.parametrize("path", _fixture_texts(), ids=lambda path: path.name)
@pytest.mark.parametrize("variant", sorted(SETTINGS))
def test_quick_reads_each_fixture_as_libcst_does(path: Path, variant: str) -> None:
    assert_same_as_libcst(_text(path), SETTINGS[variant])


def _text(path: Path) -> str:
    return path.read_bytes().decode("utf-8", "surrogateescape")


PLACEMENTS = {
    "module": "{launch}",
    "function": "def main() -> None:\n    {launch}\n",
    "method": "class TestLaunch:\n    @classmethod\n    def setUpClass(cls):\n        {launch}\n",
    "if": "if __name__ == '__main__':\n    {launch}\n",
    "try": "try:\n    {launch}\nexcept OSError:\n    pass\n",
}
"""Where a generated launch stands; every line of it is indented to the place."""


@st.composite
def placed_sources(draw: st.DrawFn) -> str:
    source, _, _ = draw(sources())
    head, _, launch = source.partition("# launch below\n")
    launch, _, tail = launch.partition("\nprint('done')")
    where = PLACEMENTS[draw(st.sampled_from(sorted(PLACEMENTS)))]
    indent = where.split("{launch}")[0].rsplit("\n", 1)[-1]
    body = where.format(launch=launch.replace("\n", "\n" + indent))
    imports = draw(st.sampled_from(["", "import subprocess as sp\n", '"""HiSparse runs."""\n']))
    text = imports + head + body + "\nprint('done')" + tail
    if draw(st.booleans()):
        text = text.replace("\n", "\r\n")
    return text


@settings(max_examples=300, deadline=None)
@given(placed_sources(), st.sampled_from(sorted(SETTINGS)))
def test_generated_launches_read_as_libcst_does(text: str, variant: str) -> None:
    assert_same_as_libcst(text, SETTINGS[variant])


@settings(max_examples=100, deadline=None)
@given(placed_sources())
def test_most_generated_launches_are_read_by_quick(text: str) -> None:
    """The generated shapes are plain except for a dict or tuple fragment (libcst's)."""
    fragment = "KWARGS =" in text or "ARGS = (" in text
    assert (quick.read(text) is None) == fragment


DECLINED = {
    "environment": 'import os\nos.environ["SGLANG_USE_CPU_ENGINE"] = "1"\n{launch}',
    "environment update": 'import os\nos.environ.update(SGLANG_USE_CPU_ENGINE="1")\n{launch}',
    "environment alias": 'import os\nenv = os.environ\nenv["SGLANG_X"] = "0"\n{launch}',
    "monkeypatch": 'def test(monkeypatch):\n    monkeypatch.setenv("A", "1")\n    {launch}',
    "keyword splice": "{launch_kw}",
    "positional splice": (
        'popen_launch_server(M, U, T, None, ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"],'
        " *ENV_AND_MORE)"
    ),
    "inside a message": "print({launch})",
    "expected failure": "with pytest.raises(ValueError):\n    {launch}",
    "fragment": 'EXTRA = ["--enable-hisparse"]\n{launch}',
    "command string": 'CMD = "python -m sglang.launch_server --enable-hisparse"\n{launch}',
    "bound argv": (
        'ARGS = ["--enable-hisparse"]\n'
        'subprocess.run(["python", "-m", "sglang.launch_server", *ARGS])'
    ),
    "server args": "args = ServerArgs(model_path='m', enable_hisparse=True)\n",
    "byte-order mark": "\ufeff{launch}",
    "shell launch in an argv word": (
        'subprocess.run(["bash", "-c", "python3 -m sglang.launch_server --enable-hisparse"])'
    ),
    "shell launch in a keyword value": (
        'sgl.Engine(chat_template="python -m sglang.launch_server --enable-hisparse")'
    ),
    "f-string value": 'sgl.Engine(enable_hisparse=True, kv_cache_dtype=f"{{DTYPE}}")',
    "parenthesized value": 'sgl.Engine(enable_hisparse=True, kv_cache_dtype=("fp8_e5m2"))',
    "platform branch": "if is_hip():\n    {launch}",
    "platform else": "if torch.version.hip:\n    pass\nelse:\n    {launch}",
    "platform early exit": "if not torch.cuda.is_available():\n    raise SystemExit\n{launch}",
    "platform skip": '@unittest.skipIf(not is_hip(), "ROCm")\ndef test():\n    {launch}',
    "platform mark": 'pytestmark = pytest.mark.skipif(not _is_npu, reason="")\n{launch}',
    "helper expected to fail": (
        "def start():\n    {launch}\ndef test():\n    with pytest.raises(E):\n        start()"
    ),
    "try expected to fail": "try:\n    {launch}\nexcept E:\n    pass\nelse:\n    raise E",
    "try that asserts it failed": (
        "try:\n    {launch}\nexcept E:\n    pass\nelse:\n    assert False"
    ),
    "try that fails the test": "try:\n    {launch}\n    self.fail()\nexcept E:\n    pass",
    "xfail": "@pytest.mark.xfail(strict=True)\ndef test():\n    {launch}",
    "expectedFailure decorator": "@unittest.expectedFailure\ndef test(self):\n    {launch}",
    "nonzero exit asserted": "def test():\n    proc = {launch}\n    assert proc.returncode != 0",
    "constant value": 'DTYPE = "fp8_e5m2"\nsgl.Engine(enable_hisparse=True, kv_cache_dtype=DTYPE)',
    "constant flag": (
        'FLAG = "--enable-hisparse"\n'
        'subprocess.run(["python", "-m", "sglang.launch_server", FLAG, "--device", "cpu"])'
    ),
    "option set on the object": (
        'args = prepare_server_args(["--enable-hisparse"])\nargs.kv_cache_dtype = "fp8_e5m2"'
    ),
    "split string": (
        'popen_launch_server(M, U, other_args="--enable-hisparse --kv-cache-dtype x".split())'
    ),
    "runtime": 'sgl.Runtime(enable_hisparse=True, kv_cache_dtype="fp8_e5m2")',
    "nonzero rc asserted": "def test(self):\n    rc = {launch}\n    self.assertNotEqual(rc, 0)",
}
LAUNCH = 'sgl.Engine(model_path="m", enable_hisparse=True, kv_cache_dtype="fp8_e5m2")'


@pytest.mark.parametrize("shape", sorted(DECLINED))
def test_shapes_quick_leaves_to_libcst(shape: str) -> None:
    text = "import sglang as sgl\n" + DECLINED[shape].format(
        launch=LAUNCH, launch_kw=LAUNCH[:-1] + ", **extra)"
    )
    assert quick.read(text) is None
    assert_same_as_libcst(text, Settings())


READ = {
    "environment read": 'import os\nMODEL = os.environ.get("MODEL", "m")\n{launch}',
    "environment item": 'import os\nMODEL = os.environ["MODEL"]\n{launch}',
    "environment copied": "import os\nENV = os.environ.copy()\n{launch}",
    "environment listed": "import os\nNAMES = sorted(os.environ.keys())\n{launch}",
    "launch in a function": "def main():\n    {launch}\n",
    "signed exponent": "{launch_end}, speculative_eagle_topk=4e+0)",
    "signed exponent in argv": (
        'popen_launch_server(M, U, other_args=["--enable-hisparse", "--tp", 8e-0])'
    ),
    "parenthesized negative": "{launch_end}, speculative_eagle_topk=-(4))",
    "negative across lines": "{launch_end}, speculative_eagle_topk=-\\\n    4)",
    "form feed before a statement": "\f{launch}\n",
    "HiSparse in a docstring": '"""Start the HiSparse --enable-hisparse server."""\n{launch}',
}


@pytest.mark.parametrize("shape", sorted(READ))
def test_shapes_quick_reads(shape: str) -> None:
    text = "import sglang as sgl\n" + READ[shape].format(launch=LAUNCH, launch_end=LAUNCH[:-1])
    assert quick.read(text) is not None
    assert_same_as_libcst(text, Settings())


def test_libcst_reads_past_a_form_feed_that_starts_a_line() -> None:
    """libcst drops such a form feed from its code, and so from its offsets."""
    text = 'import os\nos.environ["A"] = "1"\n\fx = 1\nsgl.Engine(enable_hisparse=True)\n'
    assert quick.read(text) is None  # the environment changes: libcst's
    fixed = fix_text(text, PYTHON, Settings())
    assert fixed.text == text.replace("True)", "True, disable_radix_cache=True)")


def test_quick_reads_without_libcst() -> None:
    """The point of `quick`: a plain launch file never imports libcst."""
    import subprocess
    import sys

    program = (
        "import sys\n"
        "from hisparse_fix.engine.pipeline import fix_text\n"
        "from hisparse_fix.formats import BY_NAME\n"
        "from hisparse_fix.sglang.settings import Settings\n"
        f"fixed = fix_text({LAUNCH!r}, BY_NAME['python'], Settings())\n"
        "assert 'fp8_e4m3' in fixed.text, fixed.text\n"
        "print(any(name == 'libcst' or name.startswith('libcst.') for name in sys.modules))\n"
    )
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"


STRING_VALUES = [
    "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2", "fp8_e4m3", "bf16",
    "--kv-cache-dtype=fp8_e5m2", "--dsa-decode-backend", "--nsa-decode-backend",
    "flashmla_sparse", "flashmla_kv", "tilelang", "--disable-radix-cache", "--device",
    "cpu", "", "--tp", "-m", "sglang.launch_server", "python3", "--enable-his",
]  # fmt: skip
STATEMENTS = [
    'os.environ["SGLANG_USE_CPU_ENGINE"] = "1"',
    'print("--enable-hisparse")',
    'EXTRA = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]',
    "proc = subprocess.run(cmd)",
    "import subprocess as sp",
    'sp.Popen(["python3", "-m", "sglang.launch_server", "--enable-hisparse"])',
    'cfg = dict(enable_hisparse=True, kv_cache_dtype="fp8_e5m2")',
    'sgl.Engine(enable_hisparse=True, **extra)',
    'llm = sgl.Engine(model_path="m", enable_hisparse=True, dsa_decode_backend="tilelang")',
    'ARGS = ("--enable-hisparse",)',
    "MODEL = os.environ.get('MODEL')",
]  # fmt: skip
_STRING = re.compile(r"""(?<![\w"'])(["'])([^"'\\\n]*)\1""")


def line_mutant(text: str, rng: random.Random) -> str:
    """A file with a few line-level edits that keep it Python: a line dropped,
    repeated, a string's value swapped, a statement added at a line's indent."""
    lines = text.splitlines(keepends=True)
    for _ in range(rng.randint(1, 3)):
        if not lines:
            break
        where = rng.randrange(len(lines))
        choice = rng.randrange(4)
        if choice == 0:
            del lines[where]
        elif choice == 1:
            lines.insert(where, lines[where])
        elif choice == 2:
            strings = list(_STRING.finditer(lines[where]))
            if strings:
                match = rng.choice(strings)
                value = match.group(1) + rng.choice(STRING_VALUES) + match.group(1)
                line = lines[where]
                lines[where] = line[: match.start()] + value + line[match.end() :]
        else:
            indent = lines[where][: len(lines[where]) - len(lines[where].lstrip())]
            ending = "\r\n" if lines[where].endswith("\r\n") else "\n"
            lines.insert(where, indent.rstrip("\r\n") + rng.choice(STATEMENTS) + ending)
    return "".join(lines)


def _mutants(count: int) -> list[tuple[str, str]]:
    """(label, text) mutants of the fixtures `quick` reads that are still Python."""
    rng = random.Random(20261130)
    bases = [path for path in _fixture_texts() if path.name in READ_BY_QUICK]
    found: list[tuple[str, str]] = []
    while len(found) < count:
        path = rng.choice(bases)
        text = line_mutant(_text(path), rng)
        try:
            ast.parse(text)
        except (SyntaxError, ValueError):
            continue
        found.append((f"{path.name}~{len(found)}", text))
    return found


MUTANTS = _mutants(240)


def test_mutants_are_read_by_quick_and_declined() -> None:
    """The mutants cover both sides: files `quick` reads and files it leaves to libcst."""
    read = sum(quick.read(text) is not None for _, text in MUTANTS)
    assert 0.2 * len(MUTANTS) < read < 0.9 * len(MUTANTS)


@pytest.mark.parametrize(("label", "text"), MUTANTS, ids=[label for label, _ in MUTANTS])
def test_mutated_plain_files_read_as_libcst_does(label: str, text: str) -> None:
    variant = sorted(SETTINGS)[int(label.rsplit("~", 1)[1]) % len(SETTINGS)]
    if quick.read(text) is not None:
        assert_same_as_libcst(text, SETTINGS[variant])


def test_libcst_takes_a_bare_copy_for_a_read_not_a_change() -> None:
    text = (
        "from sglang.test.test_utils import popen_launch_server\n\n"
        'ARGS = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]\n'
        "ARGS.copy()\npopen_launch_server(M, U, other_args=ARGS)\n"
    )
    fixed = _read_by_libcst(text)
    warnings = [item.finding.message for item in fixed.findings if item.finding.code == "HSF000"]
    assert warnings == [
        "`ARGS` is also read on line 4 in a way the tool does not follow: `ARGS.copy()`"
    ]


def test_libcst_reads_a_parametrize_that_names_no_values() -> None:
    text = (
        "import pytest\n\nimport sglang as sgl\n\n\n"
        '@pytest.mark.parametrize("kv")\ndef test_launch(kv):\n    ' + LAUNCH + "\n"
    )
    fixed = _read_by_libcst(text)
    assert sorted(item.finding.code for item in fixed.findings) == ["HSF002", "HSF004"]
    assert 'kv_cache_dtype="fp8_e4m3"' in fixed.text


@pytest.mark.parametrize(("bound", "edited"), [("-1", True), ("0", False)])
def test_libcst_takes_only_a_return_code_above_zero_for_an_expected_failure(
    bound: str, edited: bool
) -> None:
    """`assertGreater(rc, 0)` expects the launch to fail, so it is left as it is;
    `assertGreater(rc, -1)` asks only that it ran."""
    launch = (
        'subprocess.call(["python3", "-m", "sglang.launch_server", "--enable-hisparse",'
        ' "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"])'
    )
    text = (
        "import subprocess\nimport unittest\n\n\nclass TestLaunch(unittest.TestCase):\n"
        f"    def test_launch(self):\n        rc = {launch}\n"
        f"        self.assertGreater(rc, {bound})\n"
    )
    fixed = _read_by_libcst(text)
    assert (fixed.text != text) is edited


@pytest.mark.parametrize(
    "look",
    [
        *("len(ARGS)", "bool(ARGS)", "isinstance(ARGS, list)", "id(ARGS)"),
        *("str(ARGS)", "repr(ARGS)", "type(ARGS)", "hash(ARGS)"),
    ],
)
def test_libcst_lets_a_call_that_only_looks_at_the_argv_through(look: str) -> None:
    text = (
        "from sglang.test.test_utils import popen_launch_server\n\n"
        'ARGS = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]\n'
        f"SEEN = {look}\npopen_launch_server(M, U, other_args=ARGS)\n"
    )
    fixed = _read_by_libcst(text)
    assert fixed.text == text.replace("fp8_e5m2", "fp8_e4m3")


def test_libcst_leaves_a_command_string_a_test_expects_to_fail() -> None:
    command = (
        "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"
        " --kv-cache-dtype fp8_e5m2"
    )
    text = (
        "import subprocess\nimport unittest\n\n\nclass TestLaunch(unittest.TestCase):\n"
        f'    def test_refused(self):\n        rc = subprocess.call("{command}", shell=True)\n'
        "        self.assertNotEqual(rc, 0)\n"
    )
    fixed = _read_by_libcst(text)
    assert (fixed.text, fixed.findings) == (text, ())


@pytest.mark.parametrize("copy", ["dict(CFG)", "list(CFG)", "tuple(CFG)"])
def test_libcst_lets_a_copy_handed_to_a_function_through(copy: str) -> None:
    """A copy made by `dict()`, `list()` or `tuple()` holds what the launch's value holds,
    fixed or not: handing it on does not stop the edit."""
    text = (
        "import sglang as sgl\n\n"
        'CFG = {"enable_hisparse": True, "disable_radix_cache": True,'
        ' "kv_cache_dtype": "fp8_e5m2"}\n'
        f"inspect({copy})\nengine = sgl.Engine(**CFG)\n"
    )
    fixed = _read_by_libcst(text)
    assert fixed.text == text.replace("fp8_e5m2", "fp8_e4m3")


def test_libcst_takes_only_a_string_inside_a_shown_value_for_a_message() -> None:
    """`print(MSG)` shows MSG's string; a command bound later to another name is still
    a launch to fix."""
    command = (
        "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"
        " --kv-cache-dtype fp8_e5m2"
    )
    text = (
        'import subprocess\n\nMSG = "starting the server"\nprint(MSG)\n'
        f'CMD = "{command}"\nsubprocess.run(CMD, shell=True)\n'
    )
    fixed = _read_by_libcst(text)
    assert fixed.text == text.replace("fp8_e5m2", "fp8_e4m3")
