"""A launch started through a program that passes its environment on is followed only
with the options `wrapper_options` lists: every listed option keeps the environment as
the table says, and any other option, or a program the tool does not know after it,
makes the platform switch unknown (HSF000), so nothing that depends on it is edited."""

from __future__ import annotations

import pytest

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.formats.shell.environment import understood_program
from hisparse_fix.formats.shell.wrapper_options import WRAPPERS, Wrapper
from hisparse_fix.sglang.settings import Settings

LAUNCH = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
    "--enable-hisparse --disable-radix-cache"
)
ON_CPU = "export SGLANG_USE_CPU_ENGINE=1\n"


def _codes_and_text(script: str) -> tuple[list[str], str, str]:
    fixed = fix_text(script, BY_NAME["shell"], Settings())
    messages = " | ".join(item.finding.message for item in fixed.findings)
    return [item.finding.code for item in fixed.findings], fixed.text, messages


def _every_listed_word(name: str, wrapper: Wrapper) -> str:
    """The program with each of its subcommands, listed options (a value after each
    that takes one) and positional words: all that leaves the environment alone."""
    words = [name, *sorted(wrapper.subcommands)]
    words += [flag for flag in sorted(wrapper.flags) if flag not in {"-m", "--module"}]
    for option in sorted(wrapper.values - wrapper.flags):
        words += [option, "v"]
    words += ["x"] * wrapper.positionals
    return " ".join(words)


PASSING = sorted(name for name, wrapper in WRAPPERS.items() if not wrapper.elsewhere)
RUN_NO_COMMAND_WORDS = {"sbatch", "parallel"}
"""`sbatch` runs a batch script file (its `--wrap` string is read as a script), and
`parallel` appends words from its input to the command: neither runs the words after
it as they stand."""


@pytest.mark.parametrize("name", sorted(set(PASSING) - RUN_NO_COMMAND_WORDS))
def test_every_listed_option_passes_the_environment_on(name: str) -> None:
    script = f"{ON_CPU}{_every_listed_word(name, WRAPPERS[name])} {LAUNCH}\n"
    codes, text, messages = _codes_and_text(script)
    assert "HSF000" not in codes, messages
    assert "--enable-hisparse" not in text  # judged on the CPU the switch names


@pytest.mark.parametrize("name", sorted(set(WRAPPERS) - set(PASSING)))
def test_a_program_that_runs_the_command_elsewhere_does_not_pass_the_switch(name: str) -> None:
    script = f"{ON_CPU}{_every_listed_word(name, WRAPPERS[name])} -- {LAUNCH}\n"
    codes, text, _ = _codes_and_text(script)
    assert codes == [] and text == script


@pytest.mark.parametrize(
    ("words", "named"),
    [
        (
            "timeout --bogus 600",
            "`timeout --bogus` is an option of `timeout` the tool does not list",
        ),
        ("nice -Z", "`nice -Z` is an option of `nice` the tool does not list"),
        ("taskset -c 0-7 ./pin.sh", "`./pin.sh`, which `taskset` runs, is a program the tool"),
        ("numactl $NUMA_ARGS", "which `numactl` runs, is a program the tool does not know"),
        ("nsenter -t 1 -e", "`nsenter -e` sets variables the tool does not read"),
        ("hatch run -e cpu", "`-e cpu` sets variables the tool does not read"),
        ("uv run --env-file gpu.env", "`--env-file gpu.env` loads variables the tool does not"),
        ("strace -f -E SGLANG_USE_CPU_ENGINE", "`-E SGLANG_USE_CPU_ENGINE"),
    ],
)
def test_an_option_or_program_not_listed_makes_the_switch_unknown(words: str, named: str) -> None:
    script = f"{ON_CPU}{words} {LAUNCH}\n"
    codes, text, messages = _codes_and_text(script)
    assert "HSF000" in codes and named in messages
    assert text == script


@pytest.mark.parametrize(
    ("script", "on_cpu"),
    [
        (f"{ON_CPU}strace -f -E SGLANG_USE_CPU_ENGINE=0 -o trace.log {LAUNCH}\n", False),
        (f"strace -E SGLANG_USE_CPU_ENGINE=1 {LAUNCH}\n", True),
        (f"daemonize -E SGLANG_USE_CPU_ENGINE=1 -o out.log {LAUNCH}\n", True),
        (f"{ON_CPU}exec -c {LAUNCH}\n", False),
        (f"{ON_CPU}exec -a sglang-server {LAUNCH}\n", True),
        (f"{ON_CPU}nice -10 {LAUNCH}\n", True),
        (f'{ON_CPU}numactl --cpunodebind="$NODE" --membind="$NODE" {LAUNCH}\n', True),
        (f"{ON_CPU}setsid -fw stdbuf -oL -eL {LAUNCH}\n", True),
        (f"{ON_CPU}timeout -s KILL 3600 nohup {LAUNCH}\n", True),
        (f"{ON_CPU}srun --export=NONE -N 1 --gres=gpu:8 {LAUNCH}\n", False),
    ],
)
def test_what_a_listed_option_does_to_the_environment_is_followed(
    script: str, on_cpu: bool
) -> None:
    codes, text, messages = _codes_and_text(script)
    assert "HSF000" not in codes, messages
    assert ("--enable-hisparse" not in text) is on_cpu


def test_a_wrappers_name_among_another_programs_words_is_not_read_as_the_wrapper() -> None:
    script = f'kubectl -n serving exec "$POD" -c sglang -- {LAUNCH} --kv-cache-dtype fp8_e5m2\n'
    codes, text, messages = _codes_and_text(script)
    assert "HSF000" not in codes, messages
    assert "fp8_e4m3" in text


def test_the_table_lists_options_and_programs_the_tool_understands() -> None:
    for name, wrapper in WRAPPERS.items():
        assert understood_program(name)
        options = (
            wrapper.flags
            | wrapper.values
            | wrapper.setting
            | wrapper.clearing
            | wrapper.loading
            | wrapper.loading_flags
        )
        assert all(option.startswith("-") for option in options), name
        effects = wrapper.setting | wrapper.clearing | wrapper.loading
        assert not effects & (wrapper.flags | wrapper.values), name
