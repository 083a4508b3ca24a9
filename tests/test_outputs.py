"""`--format json|sarif|github|gitlab|rdjson` on fixtures, as reviewed snapshots, with
the SARIF and rdjson output validated against their schemas (`tests/data/`).

`pytest --snapshot-update tests/test_outputs.py` rewrites
`tests/snapshots/outputs/<format>/`; review each diff as a code review.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main
from hisparse_fix.engine.hunks import Hunk, changed_hunks, line_block
from hisparse_fix.engine.pipeline import Result
from hisparse_fix.outputs import Tool, render
from hisparse_fix.project.batch import slim
from tests.conftest import FIXTURES, SNAPSHOTS, run_fixture

jsonschema = pytest.importorskip("jsonschema")

DATA = Path(__file__).resolve().parent / "data"
TOOL = Tool("hisparse-fix", "0.0.0-test")
FORMATS = ("json", "sarif", "github", "gitlab", "rdjson")
SUFFIX = {"json": "json", "sarif": "sarif", "github": "txt", "gitlab": "json", "rdjson": "json"}

CASES = [
    "shell/01_seed_fp8_e5m2.sh",
    "shell/12_exec_values_from_env.sh",
    "python/24_unrewritable_values_and_unknown_splice.py",
    "python/27_test_popen_radix_missing.py",
    "toml/21_radix_cache_key_shapes.toml",
    "yaml/01_k8s_deployment_args.yaml",
    "markdown/01_recipe_bash_python.md",
    "notebook/06_cpu_device_escaped_ascii.ipynb",
    "dockerfile/01_multistage_cmd_exec.Dockerfile",
]


def _run(case: str) -> tuple[Result, dict[str, str]]:
    path = FIXTURES / case
    result = run_fixture(path)
    sources = {result.path: path.read_bytes().decode("utf-8", "surrogateescape")}
    return result, sources


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("case", CASES)
def test_output_snapshot(case: str, fmt: str, snapshot) -> None:
    result, sources = _run(case)
    assert result.findings, "a fixture for output formats must have findings"
    output = render(fmt, [result], sources, TOOL)
    snapshot.snapshot_dir = SNAPSHOTS / "outputs" / fmt
    snapshot.assert_match(output, f"{Path(case).name}.{SUFFIX[fmt]}")


@pytest.mark.parametrize("fmt", FORMATS)
def test_worker_results_render_the_same(fmt: str) -> None:
    """Results from worker processes carry no edits: the replacements come from the texts."""
    for case in CASES:
        result, sources = _run(case)
        assert render(fmt, [slim(result)], sources, TOOL) == render(fmt, [result], sources, TOOL)


def _validator(name: str):
    schema = json.loads((DATA / name).read_text())
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def test_sarif_validates_against_the_sarif_2_1_0_schema() -> None:
    validator = _validator("sarif-schema-2.1.0.json")
    results, sources = [], {}
    for case in CASES:
        result, source = _run(case)
        results.append(result)
        sources.update(source)
    document = json.loads(render("sarif", results, sources, TOOL))
    errors = sorted(validator.iter_errors(document), key=str)
    assert not errors, errors[:3]
    run = document["runs"][0]
    assert {rule["id"] for rule in run["tool"]["driver"]["rules"]} >= {"HSF002", "HSF900"}
    assert all(rule["help"]["text"] for rule in run["tool"]["driver"]["rules"])
    # No link to a page that is published nowhere; a Tool with a URL links each rule.
    assert not any("helpUri" in rule for rule in run["tool"]["driver"]["rules"])
    linked = json.loads(render("sarif", results, sources, Tool("t", "0", "https://x.example/")))
    rules = linked["runs"][0]["tool"]["driver"]["rules"]
    assert all(rule["helpUri"] == "https://x.example/#rules" for rule in rules)
    assert any("fixes" in item for item in run["results"])


def test_rdjson_validates_against_reviewdogs_schema() -> None:
    validator = _validator("rdjson-DiagnosticResult.jsonschema")
    for case in CASES:
        result, sources = _run(case)
        document = json.loads(render("rdjson", [result], sources, TOOL))
        errors = list(validator.iter_errors(document))
        assert not errors, (case, errors[:3])
    # the validator does check: a bad position is refused
    bad = {"diagnostics": [{"message": "m", "location": {"range": {"start": {"line": "1"}}}}]}
    assert list(validator.iter_errors(bad))


@pytest.mark.parametrize("case", [c for c in CASES if "24_" not in c and "12_" not in c])
def test_every_fixable_finding_carries_its_own_fix(case: str) -> None:
    """A fixable finding's replacements are its fix alone (`Located.fix`), in every format,
    unless another finding's fix changes the same lines: then one of them carries what
    `--write` writes there and the others none. `tests/test_fixes_alone.py` applies them."""
    result, _ = _run(case)
    assert result.changed
    records = json.loads(render("json", [result], {}, TOOL))
    fixable = [item for item in result.findings if item.fixable]
    shown = [r["fix"]["replacements"] if r["fix"] else [] for r in records if r["fixable"]]
    assert len(shown) == len(fixable)
    for replacements, item in zip(shown, fixable, strict=True):
        assert not replacements or len(replacements) >= len(item.fix) or not item.fix
    carried = [item for item, replacements in zip(fixable, shown, strict=True) if not replacements]
    assert all(item.fix for item in fixable)  # the engine gives each finding its own fix
    assert len(carried) < len(fixable)


def test_hunks_split_neighbouring_fixes_and_pair_changed_lines() -> None:
    before = "cmd \\\n  --enable-hisparse \\\n  --kv e5m2 \\\n  --backend x \\\n  --port 1\n"
    after = "cmd \\\n  --enable-hisparse \\\n  --radix \\\n  --kv e4m3 \\\n  --port 1\n"
    hunks = changed_hunks(before, after)
    assert [(before[h.start : h.end], h.text) for h in hunks] == [
        ("", "  --radix \\\n"),
        ("5m2", "4m3"),
        ("  --backend x \\\n", ""),
    ]
    assert line_block(before, hunks[:1]) == Hunk(6, 28, "  --enable-hisparse \\\n  --radix \\\n")
    both = line_block(before, hunks[1:])
    assert (before[both.start : both.end], both.text) == (
        "  --kv e5m2 \\\n  --backend x \\\n",
        "  --kv e4m3 \\\n",
    )
    assert line_block("a\nb", [Hunk(3, 3, "\nc")]) == Hunk(2, 3, "b\nc")
    assert line_block("a\n", [Hunk(0, 0, "b\n")]) == Hunk(0, 2, "b\na\n")


def _cli(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


BROKEN = (
    "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache "
    "--kv-cache-dtype fp8_e5m2  # café\n"
)


def test_cli_json_with_write_marks_fixed_and_counts_utf8_bytes(tmp_path: Path) -> None:
    path = tmp_path / "x.sh"
    path.write_text("# déjà vu\n" + BROKEN)
    dry = json.loads(_cli("--format", "json", str(path)).stdout)
    assert [(i["code"], i["fixable"], i["fixed"]) for i in dry] == [("HSF002", True, False)]
    rd = json.loads(_cli("--format", "rdjson", str(path)).stdout)
    assert rd["diagnostics"][0]["location"]["range"]["start"] == {"line": 2, "column": 73}
    written = _cli("--format", "json", "--write", str(path))
    assert written.exit_code == 0
    assert json.loads(written.stdout)[0]["fixed"] is True
    assert "fp8_e4m3" in path.read_text()


def test_cli_rdjson_suggestion_is_the_fix_on_whole_lines_inside_the_file(tmp_path: Path) -> None:
    """One suggestion a finding, lines without columns (reviewdog replaces them whole),
    from the first line the fix changes to the last: on a file's last line, never past it."""
    path = tmp_path / "x.sh"
    path.write_text(
        "python3 -m sglang.launch_server --enable-hisparse \\\n"
        "  --kv-cache-dtype fp8_e5m2 \\\n  --dsa-decode-backend tilelang"
    )
    rd = json.loads(_cli("--format", "rdjson", str(path)).stdout)
    suggestions = {d["code"]["value"]: d.get("suggestions") for d in rd["diagnostics"]}
    # The two fixes change line 2: one suggestion carries both (two would undo each other).
    assert suggestions["HSF002"] is None
    assert suggestions["HSF003"] == [
        {"range": {"start": {"line": 2}, "end": {"line": 3}}, "text": "  --kv-cache-dtype fp8_e4m3"}
    ]


def test_two_fixes_on_the_same_lines_are_carried_by_one(tmp_path: Path) -> None:
    """Exactly two fixable findings whose fixes change line 2 (the dtype there, and the
    removal of line 3, which takes line 2's `\\`): one fix carries both, the other none."""
    path = tmp_path / "x.sh"
    path.write_text(
        "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\\n"
        "  --kv-cache-dtype fp8_e5m2 \\\n  --dsa-decode-backend tilelang"
    )
    records = json.loads(_cli("--format", "json", str(path)).stdout)
    fixes = {record["code"]: record["fix"] for record in records}
    assert sorted(fixes) == ["HSF002", "HSF003"]
    assert sum(fix is None for fix in fixes.values()) == 1


def test_cli_github_annotations_and_errors(tmp_path: Path) -> None:
    (tmp_path / "a.sh").write_text(BROKEN)
    (tmp_path / "bad.sh").write_text("python3 -m sglang.launch_server --enable-hisparse $(\n")
    result = _cli("--format", "github", str(tmp_path))
    assert result.exit_code == 2
    lines = result.stdout.splitlines()
    assert lines[0].startswith(f"::error file={tmp_path / 'a.sh'},line=1,col=73,endLine=1,")
    assert ",title=HSF002::--kv-cache-dtype fp8_e5m2 is rejected" in lines[0]
    assert lines[1].startswith(f"::error file={tmp_path / 'bad.sh'},line=1,")
    assert "Found" not in result.stderr  # no summary in a machine format


@pytest.mark.parametrize("output_format", ["json", "sarif", "gitlab", "rdjson", "github"])
def test_a_file_that_is_not_read_is_in_every_machine_report(
    tmp_path: Path, output_format: str
) -> None:
    """As ruff reports E902: an unparsable file is an HSF901 error at its place, and a
    file found but not read (over 512 KiB, mentioning HiSparse) an HSF901 warning, so
    that a consumer of the report never takes either for a clean file."""
    (tmp_path / "bad.toml").write_text("[s]\nenable-hisparse = true\nkv = fp8_e5m2\n")
    big = tmp_path / "big.sh"
    big.write_text(
        "# " + "x" * (600 * 1024) + "\npython3 -m sglang.launch_server --enable-hisparse\n"
    )
    # Skipped on purpose and judged so (a killed --write run's temporary file): not HSF901.
    (tmp_path / ".serve.sh.hisparse-fix-abcd1234.tmp").write_text("--enable-hisparse\n")
    result = _cli("--format", output_format, "--no-cache", str(tmp_path))
    assert result.exit_code == 2
    report = result.stdout
    assert report.count("HSF901") >= 2, report
    if output_format == "github":
        lines = report.splitlines()
        assert f"::error file={tmp_path / 'bad.toml'},line=3,col=7," in lines[0]
        assert lines[0].endswith("::could not parse TOML: Unexpected character: 'p'")
        assert lines[1].startswith(f"::warning file={tmp_path / 'big.sh'},line=1,col=1,")
        return
    text = json.dumps(json.loads(report))
    assert "could not parse TOML: Unexpected character" in text
    assert "files over 512 KiB found in a folder are not read" in text
    assert "hisparse-fix-abcd1234" not in text
    if output_format == "json":
        severity = {Path(r["path"]).name: r["severity"] for r in json.loads(report)}
        assert severity == {"bad.toml": "error", "big.sh": "warning"}


def test_github_escapes_commas_colons_and_newlines() -> None:
    from hisparse_fix.outputs.github_format import _data, _property

    assert _property("a,b:c") == "a%2Cb%3Ac"
    assert _data("50%\nnext") == "50%25%0Anext"


def test_a_file_that_cannot_be_parsed_is_a_tool_notification_in_sarif(tmp_path: Path) -> None:
    """A SARIF viewer shows the tool's own errors from the invocation: the unparsable
    file is there too, with its place, beside its HSF901 result."""
    (tmp_path / "bad.toml").write_text("[s]\nenable-hisparse = true\nkv = fp8_e5m2\n")
    (tmp_path / "good.sh").write_text(
        "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache\n"
    )
    result = _cli("--format", "sarif", "--no-cache", str(tmp_path))
    _validator("sarif-schema-2.1.0.json").validate(json.loads(result.stdout))
    (run,) = json.loads(result.stdout)["runs"]
    (invocation,) = run["invocations"]
    assert invocation["executionSuccessful"] is True
    (note,) = invocation["toolExecutionNotifications"]
    assert note["level"] == "error" and note["descriptor"] == {"id": "HSF901"}
    assert note["message"]["text"].startswith("could not parse TOML: Unexpected character")
    place = note["locations"][0]["physicalLocation"]
    assert place["artifactLocation"]["uri"].endswith("bad.toml")
    assert place["region"]["startLine"] == 3
