"""A Python argv that runs a program other than SGLang (another module, a script, a
launcher) with HiSparse among its words is reported, never edited as SGLang's options:
the tool cannot know what that program hands to SGLang."""

from __future__ import annotations

import pytest

import hisparse_fix

WORDS = '"--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"'


@pytest.mark.parametrize(
    ("program", "named"),
    [
        ('sys.executable, "-m", "loadgen.run"', "loadgen.run"),
        ('"python3", "serve.py"', "serve.py"),
        ('"./launch.sh"', "./launch.sh"),
    ],
)
def test_the_words_of_another_program_are_reported_not_edited(program: str, named: str) -> None:
    text = f"import subprocess\nimport sys\nsubprocess.run([{program}, {WORDS}])\n"
    assert hisparse_fix.fix(text, path="run.py").text == text
    messages = [finding.message for finding in hisparse_fix.check(text, path="run.py")]
    assert any(f"run by `{named}`, which is not an SGLang entry point" in m for m in messages)


@pytest.mark.parametrize(
    "program",
    ['sys.executable, "-m", "sglang.launch_server", "--model-path", "m"', '"sglang", "serve", "m"'],
)
def test_sglangs_own_entry_points_are_still_fixed(program: str) -> None:
    text = f"import subprocess\nimport sys\nsubprocess.run([{program}, {WORDS}])\n"
    assert "fp8_e4m3" in hisparse_fix.fix(text, path="run.py").text


def test_another_programs_words_without_hisparse_are_not_reported() -> None:
    text = (
        "import subprocess\n"
        'subprocess.run(["vllm", "serve", "m", "--kv-cache-dtype", "fp8_e5m2"])\n'
    )
    assert hisparse_fix.check(text, path="run.py") == []


@pytest.mark.parametrize(
    "change",
    [
        'os.environ |= {"SGLANG_USE_CPU_ENGINE": "1"}',
        'os.putenv("SGLANG_USE_CPU_ENGINE", "1")',
    ],
)
def test_the_environment_changed_before_a_launch_reaches_it(change: str) -> None:
    text = (
        f"import os\nimport subprocess\nimport sys\n{change}\n"
        'subprocess.run([sys.executable, "-m", "sglang.launch_server", "--model-path", "m", '
        '"--enable-hisparse", "--disable-radix-cache"])\n'
    )
    assert "--enable-hisparse" not in hisparse_fix.fix(text, path="run.py").text  # on CPU


def test_an_argv_given_to_os_spawn_is_a_launch() -> None:
    text = (
        "import os\n"
        'os.spawnlp(os.P_NOWAIT, "python3", "python3", "-m", "sglang.launch_server", '
        '"--model-path", "m", "--enable-hisparse", "--disable-radix-cache", '
        '"--kv-cache-dtype", "fp8_e5m2")\n'
    )
    assert "fp8_e4m3" in hisparse_fix.fix(text, path="run.py").text
