"""What the Python reader makes of command strings SGLang's own helpers split."""

from __future__ import annotations

import pytest

from hisparse_fix.engine.pipeline import Fix, fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.sglang.settings import Settings

COMMAND = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2"
    " --enable-hisparse --disable-radix-cache --kv-cache-dtype 'fp8_e5m2'"
)


@pytest.mark.parametrize(
    ("helper", "module"),
    [("execute_shell_command", "sglang.utils"), ("launch_server_cmd", "sglang.utils")],
)
def test_a_helper_that_splits_on_blanks_passes_quotes_on(helper: str, module: str) -> None:
    """SGLang's `execute_shell_command` and `launch_server_cmd` split the command on
    blanks, not as a shell: `'fp8_e5m2'` reaches SGLang with its quotes, and the whole
    word is replaced."""
    text = f'from {module} import {helper}\n\nserver = {helper}("{COMMAND}")\n'
    fixed = fix_text(text, BY_NAME["python"], Settings())
    assert fixed.text == text.replace("'fp8_e5m2'", "fp8_e4m3")
    (item,) = fixed.findings
    assert item.finding.message.startswith("--kv-cache-dtype 'fp8_e5m2' is rejected")


def _fixed(text: str) -> Fix:
    return fix_text(text, BY_NAME["python"], Settings())


def _classes(empty: int) -> str:
    """A base class whose launch reads `self.other_args`, `empty` subclasses that do not
    set them (no run: `Impossible`), then the one that does."""
    lines = [
        "class Base(CustomTestCase):",
        "    def setUp(self):",
        "        popen_launch_server(M, U, other_args=['--enable-hisparse'] + self.other_args)",
        "",
    ]
    for index in range(empty):
        lines += [f"class Empty{index}(Base):", "    pass", ""]
    lines += [
        "class Real(Base):",
        "    other_args = ['--disable-radix-cache', '--kv-cache-dtype', 'fp8_e5m2']",
    ]
    return "\n".join(lines) + "\n"


def test_a_launch_reached_through_the_last_of_a_thousand_classes_is_read() -> None:
    """The reading budget is 16 readings for each run a launch may report (1,024): a
    thousand subclasses that cannot run the launch are passed over, and the one that
    can is read and fixed."""
    text = _classes(1000)
    assert _fixed(text).text == text.replace("'fp8_e5m2'", "'fp8_e4m3'")


def test_a_launch_whose_runs_are_past_the_budget_is_reported_not_dropped() -> None:
    """Past the budget, no run was read: the launch is still there, so it gets a
    warning naming why, and nothing it reads is edited."""
    text = _classes(1100)
    fixed = _fixed(text)
    assert fixed.text == text
    (item,) = fixed.findings
    assert item.finding.code == "HSF000" and item.line == 3
    assert "too many to tell apart (1024 tried): not read" in item.finding.message


def test_a_global_set_under_the_main_check_is_read_by_the_function_it_calls() -> None:
    """`if __name__ == "__main__":` always runs when the file is run as a launcher: it is
    not a choice, so `KV` bound there is the value `serve()` reads, not an unknown."""
    text = (
        "import subprocess\n\n\ndef serve():\n"
        '    subprocess.run(["python3", "-m", "sglang.launch_server", "--enable-hisparse",'
        ' "--disable-radix-cache", "--kv-cache-dtype", KV])\n\n\n'
        'if __name__ == "__main__":\n    KV = "fp8_e5m2"\n    serve()\n'
    )
    (item,) = _fixed(text).findings
    assert item.finding.code == "HSF002"
    assert item.finding.message.startswith("--kv-cache-dtype fp8_e5m2 is rejected")


@pytest.mark.parametrize("imported", ["import gradio as gr\n\n", ""])
def test_a_command_shown_in_a_gradio_page_is_not_a_launch(imported: str) -> None:
    """`gr.Textbox(value=...)` shows the command on a page (gradio's usual alias `gr`,
    imported or handed in); it is never run, so it is not edited."""
    text = f'{imported}def page(gr):\n    gr.Textbox(value="{COMMAND}", label="Command")\n'
    fixed = _fixed(text)
    assert fixed.text == text and not fixed.findings


def test_a_template_field_ends_where_its_closing_brace_does() -> None:
    """`--kv-cache-dtype {kv}` filled by `.format`: the warning on the unknown value
    spans the whole field, up to and with its `}`."""
    text = (
        "import os\n\n"
        'T = "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache'
        ' --kv-cache-dtype {kv} --port 30000"\n'
        "os.system(T.format(kv=kv()))\n"
    )
    (item,) = _fixed(text).findings
    assert "cannot read" in item.finding.message
    assert item.finding.span.start == text.index("--kv-cache-dtype {kv}")
    assert item.finding.span.end == text.index("{kv}") + len("{kv}")


POSITIONAL = (
    "from sglang.test.test_utils import popen_launch_server\n\n"
    "process = popen_launch_server(MODEL, URL, 600, None, {args}{env})\n"
)


def test_popen_launch_server_takes_its_options_fifth_and_its_environment_sixth() -> None:
    """SGLang's `popen_launch_server(model, base_url, timeout, api_key, other_args, env)`:
    passed by position, the fifth argument is the launch's argv and the sixth its
    environment."""
    args = '["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]'
    text = POSITIONAL.format(args=args, env="")
    assert _fixed(text).text == text.replace("fp8_e5m2", "fp8_e4m3")
    on_cpu = POSITIONAL.format(
        args='["--enable-hisparse", "--disable-radix-cache"]',
        env=', {"SGLANG_USE_CPU_ENGINE": "1"}',
    )
    (item,) = _fixed(on_cpu).findings
    assert item.finding.code == "HSF001" and "SGLANG_USE_CPU_ENGINE=1" in item.finding.message


@pytest.mark.parametrize(
    "update",
    ['env.update(SGLANG_USE_CPU_ENGINE="1")', 'env.update({"SGLANG_USE_CPU_ENGINE": "1"})'],
)
def test_an_environment_updated_by_keyword_or_by_a_dict_reaches_the_launch(update: str) -> None:
    text = (
        "import os\n\nfrom sglang.test.test_utils import popen_launch_server\n\n"
        f"env = os.environ.copy()\n{update}\n"
        "process = popen_launch_server(MODEL, URL, 600, "
        'other_args=["--enable-hisparse", "--disable-radix-cache"], env=env)\n'
    )
    (item,) = _fixed(text).findings
    assert item.finding.code == "HSF001" and "SGLANG_USE_CPU_ENGINE=1" in item.finding.message


def test_a_bytes_command_is_read_as_a_string_is() -> None:
    """`subprocess.run(b"..." % port, shell=True)` runs the bytes as a command: bytes
    whose escapes mean what they mean in a string (`\\x2d`) are read as a string is;
    with a `\\u`, which is no escape in bytes, they are not decoded, and not edited."""
    command = COMMAND.replace("'fp8_e5m2'", "fp8_e5m2")
    text = f'import subprocess\n\nsubprocess.run(b"{command} --port %d" % 30000, shell=True)\n'
    assert _fixed(text).text == text.replace("fp8_e5m2", "fp8_e4m3")
    escaped = text.replace("--port", "\\x2d-port")
    assert _fixed(escaped).text == escaped.replace("fp8_e5m2", "fp8_e4m3")
    not_decoded = text.replace("--port", "--tag \\u00e9 --port")
    assert _fixed(not_decoded).text == not_decoded


def test_an_empty_value_after_the_equals_sign_is_set_in_place() -> None:
    """`--kv-cache-dtype=` passes an empty dtype, which SGLang refuses: the value is
    written where the empty one is."""
    text = (
        "import subprocess\n\nsubprocess.run(['python3', '-m', 'sglang.launch_server',"
        " '--enable-hisparse', '--disable-radix-cache', '--kv-cache-dtype='])\n"
    )
    assert _fixed(text).text == text.replace("dtype='", "dtype=fp8_e4m3'")


def test_a_list_changed_before_the_launch_and_rebound_after_it_is_read_with_the_change() -> None:
    """A rebinding after the launch does not hide the `.append` made before it."""
    text = (
        "import subprocess\n\n"
        'args = ["python3", "-m", "sglang.launch_server", "--enable-hisparse",'
        ' "--disable-radix-cache"]\n'
        'args.append("--kv-cache-dtype=fp8_e5m2")\nsubprocess.run(args)\n\n'
        'args = ["python3", "-m", "sglang.router.launch_router"]\nsubprocess.run(args)\n'
    )
    assert _fixed(text).text == text.replace("fp8_e5m2", "fp8_e4m3")


def test_the_binding_a_function_reads_is_the_statement_that_ends_last() -> None:
    """`args = (args := base) + [...]` binds `args` twice; the outer binding ends last
    and is what a function called afterwards reads. Its walrus is not followed, so the
    launch gets a warning, never the inner value alone (no dtype: "no problems")."""
    text = (
        "import subprocess\n\n"
        'base = ["--enable-hisparse", "--disable-radix-cache"]\n'
        'args = (args := base) + ["--kv-cache-dtype", "fp8_e5m2"]\n\n\n'
        "def main():\n"
        '    subprocess.run(["python3", "-m", "sglang.launch_server", *args])\n\n\nmain()\n'
    )
    fixed = _fixed(text)
    assert fixed.text == text
    assert [item.finding.code for item in fixed.findings] == ["HSF000"]
    assert "`args := base` is not known here" in fixed.findings[0].finding.message


def test_a_tuple_of_options_handed_to_a_helper_is_read_as_a_fragment() -> None:
    text = (
        "from helpers import run_server\n\n"
        'run_server(("--enable-hisparse", "--disable-radix-cache",'
        ' "--kv-cache-dtype", "fp8_e5m2"))\n'
    )
    assert _fixed(text).text == text.replace("fp8_e5m2", "fp8_e4m3")


def test_an_annotated_rebinding_is_not_a_read_of_the_name() -> None:
    """`ARGS: list[str] = [...]` binds ARGS again; it does not read the list bound
    before, which no launch reads and is fixed as a fragment."""
    text = (
        "import subprocess\n\n"
        'ARGS: list[str] = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype",'
        ' "fp8_e5m2"]\n'
        'ARGS: list[str] = ["--tp", "8"]\n'
        'subprocess.run(["python3", "-m", "sglang.launch_server", *ARGS])\n'
    )
    fixed = _fixed(text)
    assert fixed.text == text.replace("fp8_e5m2", "fp8_e4m3")
    assert [item.finding.code for item in fixed.findings] == ["HSF002"]


def test_a_statement_removed_from_a_one_line_suite_takes_its_semicolon() -> None:
    text = (
        "import subprocess\n\n"
        'args = ["python3", "-m", "sglang.launch_server", "--enable-hisparse",'
        ' "--disable-radix-cache"]\n'
        'if MIXED: args.append("--chunked-prefill-size=4096");'
        ' args.append("--enable-mixed-chunk")\n'
        "subprocess.run(args)\n"
    )
    removed = '; args.append("--enable-mixed-chunk")'
    assert _fixed(text).text == text.replace(removed, "")


def test_a_template_field_split_over_two_literals_is_a_field() -> None:
    """`"... {k" "v}"` is one string once Python joins the literals, and `{kv}` in it is
    a field `.format` fills: an unknown value, never text to rewrite."""
    text = (
        "import os\n\n"
        'T = ("python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache'
        ' --kv-cache-dtype {k" "v}")\n'
        "os.system(T.format(kv=kv()))\n"
    )
    fixed = _fixed(text)
    assert fixed.text == text
    (item,) = fixed.findings
    assert "cannot read" in item.finding.message


def test_a_subclass_that_calls_super_runs_the_launch_with_its_own_attribute() -> None:
    text = (
        "import os\n\n\nclass Base(CustomTestCase):\n"
        '    other_args = ["--kv-cache-dtype", "bfloat16"]\n\n'
        "    def setUp(self):\n"
        "        popen_launch_server(M, U, other_args=['--enable-hisparse',"
        " '--disable-radix-cache'] + self.other_args)\n\n\n"
        "class Fp8(Base):\n"
        '    other_args = ["--kv-cache-dtype", "fp8_e5m2"]\n\n'
        "    def setUp(self):\n"
        '        os.environ["NCCL_DEBUG"] = "INFO"\n'
        "        super().setUp()\n"
    )
    assert _fixed(text).text == text.replace('"fp8_e5m2"', '"fp8_e4m3"')


def test_setenv_on_an_object_the_tool_does_not_know_is_not_the_environment() -> None:
    """`monkeypatch.setenv(...)` sets the process environment; `runner.env.setenv(...)`
    is some other object's method, so the launch still runs on the GPU."""
    launch = (
        "    popen_launch_server(M, U, other_args=['--enable-hisparse', '--disable-radix-cache',"
        " '--kv-cache-dtype', 'fp8_e5m2'])\n"
    )
    text = (
        'def test_launch(runner):\n    runner.env.setenv("SGLANG_USE_CPU_ENGINE", "1")\n' + launch
    )
    assert _fixed(text).text == text.replace("'fp8_e5m2'", "'fp8_e4m3'")
    patched = text.replace("runner.env.setenv", "monkeypatch.setenv").replace(
        "(runner)", "(monkeypatch)"
    )
    (item,) = _fixed(patched).findings
    assert item.finding.code == "HSF001"


def test_a_comprehension_variable_is_its_own_name() -> None:
    """`[len(ARGS) for ARGS in ...]` binds a name of the comprehension's own: the module's
    ARGS (a fragment no launch reads) is not read there, so it is fixed."""
    text = (
        'ARGS = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]\n'
        "lengths = [len(ARGS) for ARGS in ([], [1])]\n"
    )
    assert _fixed(text).text == text.replace("fp8_e5m2", "fp8_e4m3")


def test_a_walrus_binds_its_name_without_reading_it() -> None:
    """`if (ARGS := load()) ...` binds ARGS anew; the list bound before (a fragment no
    launch reads) is not read there, so it is fixed."""
    text = (
        'ARGS = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]\n'
        'if (ARGS := load()) is not None:\n    print("loaded")\n'
    )
    assert _fixed(text).text == text.replace("fp8_e5m2", "fp8_e4m3")
