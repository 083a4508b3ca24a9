"""Differential test: run each shell fixture with bash before and after the rewrite.

Stand-ins for `python3`, `sglang`, `docker`, ... record every launch; each run
a fixture declares must launch as often after the rewrite as before, every
launch after it must pass SGLang's rules (or the tool said it could not fix
it), and a launch that passed before must be untouched. See
`tests/differential/README.md`.
"""

from __future__ import annotations

import base64
import textwrap
from pathlib import Path

import pytest

from hisparse_fix.engine import pipeline as engine
from tests.conftest import FIXTURES
from tests.differential.bash_runs import Recording, run_script
from tests.differential.declarations import DeclarationError, Run, runs_of
from tests.differential.launches import launch_of
from tests.differential.python import (
    PythonCase,
    judge_python,
    python_case_list,
    python_cases,
    tried,
)
from tests.differential.shell import (
    Case,
    Outcome,
    cases_of,
    fixture_cases,
    judge_cases,
    shell_fixtures,
    summary,
)

CASES = fixture_cases()
PYTHON_CASES = python_case_list()
LAUNCH = "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp"


@pytest.fixture(scope="module")
def outcomes(request: pytest.FixtureRequest) -> dict[str, Outcome]:
    """Every selected fixture run, judged once and in parallel."""
    chosen = [case for case in CASES if case.id in _selected(request, "case")]
    return {outcome.case.id: outcome for outcome in judge_cases(chosen)}


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_shell_fixture_runs_alike_before_and_after_the_rewrite(
    case: Case, outcomes: dict[str, Outcome]
) -> None:
    outcome = outcomes[case.id]
    assert not outcome.problems, outcome.report()


def test_counts_cover_every_shell_fixture(
    outcomes: dict[str, Outcome], capsys: pytest.CaptureFixture[str]
) -> None:
    missing = judge_cases([case for case in CASES if case.id not in outcomes])
    every = [*outcomes.values(), *missing]
    assert {outcome.case.label for outcome in every} == {
        path.relative_to(FIXTURES).as_posix() for path in shell_fixtures()
    }
    assert sum(outcome.launches for outcome in every) > 0
    with capsys.disabled():
        print("\n" + summary(every))


def _selected(request: pytest.FixtureRequest, parameter: str) -> set[str]:
    return {
        item.callspec.params[parameter].id
        for item in request.session.items
        if item.module is request.module
        and hasattr(item, "callspec")
        and parameter in item.callspec.params
    }


@pytest.fixture(scope="module")
def python_tried(request: pytest.FixtureRequest) -> dict[str, PythonCase]:
    """Each selected Python case run once before the rewrite: whether it runs at all."""
    chosen = [case for case in PYTHON_CASES if case.id in _selected(request, "python_case")]
    return {item.case.id: item for item in tried(chosen)}


@pytest.fixture(scope="module")
def python_outcomes(python_tried: dict[str, PythonCase]) -> dict[str, Outcome]:
    runnable = [item.case for item in python_tried.values() if item.skip is None]
    return {outcome.case.id: outcome for outcome in judge_python(runnable)}


@pytest.mark.parametrize("python_case", PYTHON_CASES, ids=lambda case: case.id)
def test_python_fixture_runs_alike_before_and_after_the_rewrite(
    python_case: Case, python_tried: dict[str, PythonCase], python_outcomes: dict[str, Outcome]
) -> None:
    skip = python_tried[python_case.id].skip
    if skip is not None:
        pytest.skip(skip)
    outcome = python_outcomes[python_case.id]
    assert not outcome.problems, outcome.report()


def test_python_counts(
    python_tried: dict[str, PythonCase],
    python_outcomes: dict[str, Outcome],
    capsys: pytest.CaptureFixture[str],
) -> None:
    every_tried = [
        *python_tried.values(),
        *tried([case for case in PYTHON_CASES if case.id not in python_tried]),
    ]
    runnable = [item.case for item in every_tried if item.skip is None]
    missing = judge_python([case for case in runnable if case.id not in python_outcomes])
    every = [*python_outcomes.values(), *missing]
    assert sum(outcome.launches for outcome in every) > 0
    skipped = [item.id for item in every_tried if item.skip is not None]
    with capsys.disabled():
        print("\n" + summary(every, "python") + f"; not run: {len(skipped)}")


# The harness can fail: a broken rewrite, and a launch the tool does not see.


def _judge(label: str, text: str) -> list[Outcome]:
    return judge_cases(cases_of(label, text))


def _problems(outcomes: list[Outcome]) -> str:
    return "\n\n".join(outcome.report() for outcome in outcomes if outcome.problems)


def _fixture(name: str) -> tuple[str, str]:
    return f"shell/{name}", (FIXTURES / "shell" / name).read_text()


def _drop_hisparse_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """A broken rewrite: the real fix, and `--enable-hisparse` gone from every launch."""
    real = engine.fix_text

    def broken(text, fmt, settings):  # type: ignore[no-untyped-def]
        fixed = real(text, fmt, settings)
        return engine.Fix(fixed.text.replace("--enable-hisparse ", ""), fixed.findings)

    monkeypatch.setattr(engine, "fix_text", broken)


def test_dropping_hisparse_from_a_gpu_launch_fixed_for_its_dtype_fails(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    label, text = _fixture("01_seed_fp8_e5m2.sh")
    assert not _problems(_judge(label, text))
    _drop_hisparse_too(monkeypatch)
    report = _problems(_judge(label, text))
    assert "(e) launch #1 was refused before the rewrite (HSF002)" in report
    assert "--kv-cache-dtype fp8_e5m2" in report


def test_dropping_hisparse_from_a_valid_launch_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    label, text = _fixture("18_neg_already_valid.sh")
    _drop_hisparse_too(monkeypatch)
    report = _problems(_judge(label, text))
    assert "(b) launch #1 passed SGLang's rules before the rewrite but changed" in report


def test_a_rewrite_that_loses_a_launch_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    label, text = _fixture("11_pd_two_servers.sh")
    real = engine.fix_text

    def broken(text, fmt, settings):  # type: ignore[no-untyped-def]
        fixed = real(text, fmt, settings)
        return engine.Fix(fixed.text.replace("python3 -m sglang.launch_server", ":", 1), ())

    monkeypatch.setattr(engine, "fix_text", broken)
    report = _problems(_judge(label, text))
    assert "(c) 2 launches before the rewrite, 1 after" in report


def test_a_rewrite_that_edits_a_router_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    label, text = _fixture("11_pd_two_servers.sh")
    real = engine.fix_text

    def broken(text, fmt, settings):  # type: ignore[no-untyped-def]
        fixed = real(text, fmt, settings)
        return engine.Fix(fixed.text.replace("--pd-disaggregation", "--pd"), ())

    monkeypatch.setattr(engine, "fix_text", broken)
    assert "(d) calls that are not SGLang launches changed" in _problems(_judge(label, text))


def test_a_launch_the_tool_cannot_see_fails(tmp_path: Path) -> None:
    hidden = f"{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    script = tmp_path / "hidden_launch.sh"
    script.write_text(
        "#!/usr/bin/env bash\n"
        "# A launch kept base64-encoded; hisparse is in the file, the launch is not.\n"
        f'{LAUNCH} --enable-hisparse --kv-cache-dtype "${{KV:-fp8_e5m2}}"\n'
        f"echo {base64.b64encode(hidden.encode()).decode()} | base64 -d | bash\n"
    )
    outcomes = _judge("shell/hidden_launch.sh", script.read_text())
    assert outcomes[0].excused[0].startswith("launch #1 (HSF002): the tool reported")
    report = _problems(outcomes)
    assert "(a) launch #2 after the rewrite is still refused" in report
    assert "The tool found no launch site on the lines it was made from." in report
    assert "(a) launch #1" not in report
    assert outcomes[0].launches == 2


def test_declared_runs_take_every_branch(tmp_path: Path) -> None:
    script = tmp_path / "branches.sh"
    script.write_text(
        textwrap.dedent(
            f"""\
            #!/usr/bin/env bash
            # hisparse-fix-test run: KV=fp8_e5m2 -- decode
            # hisparse-fix-test run: KV=bfloat16 -- prefill
            # hisparse-fix-test run: -- decode extra
            set -euo pipefail
            case "$1" in
              decode) {LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2 ;;
              *) {LAUNCH} --enable-hisparse --kv-cache-dtype "$KV" ;;
            esac
            """
        )
    )
    outcomes = _judge("shell/branches.sh", script.read_text())
    assert [outcome.case.run.label for outcome in outcomes] == [
        "KV=fp8_e5m2 -- decode",
        "KV=bfloat16 -- prefill",
        "-- decode extra",
    ]
    assert [outcome.launches for outcome in outcomes] == [1, 1, 1]
    assert not _problems(outcomes)
    after = [launch_of(record) for record in outcomes[1].after.records]
    assert after[0] is not None and after[0].words[-1] == "bfloat16"


# The parts of the harness.


def test_run_declarations() -> None:
    text = (
        "#!/bin/bash\r\n"
        "# hisparse-fix-test run: ROLE=decode EXTRA='--tp 8' -- prefill 'two words'\r\n"
        "  #hisparse-fix-test run: MODE=x\n"
        "# hisparse-fix-test run (rocm): FAKE_PLATFORM=rocm\n"
    )
    assert runs_of(text) == (
        Run((("ROLE", "decode"), ("EXTRA", "--tp 8")), ("prefill", "two words")),
        Run((("MODE", "x"),)),
        Run((("FAKE_PLATFORM", "rocm"),), (), "rocm"),
    )
    assert [run.judges("cuda") for run in runs_of(text)] == [True, True, False]
    assert runs_of("echo hi\n") == (Run(),)
    assert Run((("A", "1 2"),), ("x",)).label == "A='1 2' -- x"
    with pytest.raises(DeclarationError, match="is not NAME=VALUE"):
        runs_of("# hisparse-fix-test run: prefill\n")


def _recorded(script: str, timeout: float = 20.0) -> Recording:
    return run_script(textwrap.dedent(script), "probe.sh", Run(), timeout)


def test_stand_ins_give_each_launch_the_environment_the_real_program_would() -> None:
    recording = _recorded(
        f"""\
        export SGLANG_USE_CPU_ENGINE=1
        {LAUNCH} --one
        env -i {LAUNCH} --two
        sudo {LAUNCH} --three
        sudo -E timeout 5 numactl --interleave=all {LAUNCH} --four
        srun --export=NONE,SGLANG_X=2 -N 1 {LAUNCH} --five
        docker run --rm -e SGLANG_Y=3 --env=CUDA_VISIBLE_DEVICES=0 img {LAUNCH} --six
        podman run -e SGLANG_USE_CPU_ENGINE img bash -c '{LAUNCH} --seven'
        """
    )
    launches = [launch for record in recording.records if (launch := launch_of(record))]
    assert [record.tool for record in recording.records][-2:] == ["podman", "python3"]
    seen = {launch.words[-1]: launch.sglang_env for launch in launches}
    assert seen == {
        "--one": {"SGLANG_USE_CPU_ENGINE": "1"},
        "--two": {},
        "--three": {},
        "--four": {"SGLANG_USE_CPU_ENGINE": "1"},
        "--five": {"SGLANG_X": "2"},
        "--six": {"SGLANG_Y": "3", "CUDA_VISIBLE_DEVICES": "0"},
        "--seven": {"SGLANG_USE_CPU_ENGINE": "1"},
    }
    assert [launch.record.line for launch in launches] == [2, 3, 4, 5, 6, 7, 8]
    assert [launch.record.container for launch in launches] == [False] * 6 + [True]


def test_stand_ins_neither_wait_nor_lose_a_background_launch() -> None:
    recording = _recorded(
        f"""\
        set -euo pipefail
        {LAUNCH} --bg > server.log 2>&1 &
        PID=$!
        sleep 600
        until curl -sf http://127.0.0.1:30000/health; do sleep 5; done
        kill "$PID"
        tail -f server.log
        """
    )
    assert recording.status == 0
    assert [record.argv[-1] for record in recording.records] == ["--bg"]


def test_background_launches_keep_program_order_whichever_records_first() -> None:
    recording = _recorded(
        f"""\
        slow() {{ if [[ $1 == first ]]; then for i in {{1..20000}}; do :; done; fi; shift; "$@"; }}
        launch() {{ slow "$1" {LAUNCH} --port "$1"; }}
        launch first &
        launch second &
        ( {LAUNCH} --port third ) &
        wait
        """
    )
    assert [record.argv[-1] for record in recording.records] == ["first", "second", "third"]


def test_a_stand_in_that_cannot_model_a_call_is_a_problem() -> None:
    recording = _recorded(f"sudo --bogus {LAUNCH}\n")
    assert recording.records[0].error == "sudo: option --bogus is not modelled"


def test_a_run_that_never_ends_is_stopped() -> None:
    recording = _recorded("while :; do :; done\n", timeout=0.5)
    assert recording.status is None


def _python_judge(tmp_path: Path, source: str) -> list[Outcome]:
    script = tmp_path / "launch.py"
    script.write_text(textwrap.dedent(source))
    tried = python_cases([script])
    assert [item.skip for item in tried] == [None] * len(tried)
    return judge_python([item.case for item in tried])


def test_python_fixture_with_a_broken_rewrite_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = """\
        import sglang as sgl

        if __name__ == "__main__":
            sgl.Engine(model_path="m", enable_hisparse=True, disable_radix_cache=True,
                       kv_cache_dtype="fp8_e5m2")
            sgl.Engine(model_path="m", enable_hisparse=True, disable_radix_cache=True,
                       kv_cache_dtype="fp8_e4m3")
        """
    outcomes = _python_judge(tmp_path, source)
    assert [outcome.launches for outcome in outcomes] == [2]
    assert not _problems(outcomes)
    real = engine.fix_text

    def broken(text, fmt, settings):  # type: ignore[no-untyped-def]
        fixed = real(text, fmt, settings)
        return engine.Fix(fixed.text.replace("enable_hisparse=True", "enable_hisparse=False"), ())

    monkeypatch.setattr(engine, "fix_text", broken)
    report = _problems(_python_judge(tmp_path, source))
    assert "(e) launch #1 was refused before the rewrite (HSF002)" in report
    assert "(b) launch #2 passed SGLang's rules before the rewrite but changed" in report


def test_python_launches_through_test_helpers_and_subprocesses_are_recorded(
    tmp_path: Path,
) -> None:
    outcomes = _python_judge(
        tmp_path,
        """\
        import subprocess
        import sys

        import pytest
        from sglang.srt.server_args import prepare_server_args
        from sglang.test.test_utils import CustomTestCase, popen_launch_server

        BASE = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]


        class TestServer(CustomTestCase):
            @classmethod
            def setUpClass(cls):
                cls.process = popen_launch_server("m", "http://127.0.0.1:9000", 60, other_args=BASE)
                cls.process.kill()


        @pytest.mark.parametrize("port", ["1", pytest.param("2")])
        def test_ports(port):
            subprocess.run([sys.executable, "-m", "sglang.launch_server", *BASE, "--port", port])


        def args():
            return prepare_server_args(BASE)
        """,
    )
    records = outcomes[0].before.records
    assert [(record.tool, record.line) for record in records] == [
        ("sglang", 14),
        ("python3", 20),
        ("python3", 20),
        ("prepare_server_args", 24),
    ]
    assert records[0].argv[-6:] == ("--device", "cuda", "--host", "127.0.0.1", "--port", "9000")
    assert not _problems(outcomes)
