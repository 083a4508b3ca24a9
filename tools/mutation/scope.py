"""What the mutation run mutates, and which tests judge each module first.

The scope is the code whose silent bugs users feel: which edits are agreed
(`consensus.py`), the rules and the release tables they judge by, the atomic
write (`files.py`), the edit writers of each format, settings resolution and the
fix ranges the output formats report, and the readers that find launches and the
platform they run on (shell, Python, YAML, Markdown sessions, `argv.py`, the platform
modules). Each module names a fast subset of the suite; a mutant that survives it is
run against the whole suite.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

RULE_TESTS = (
    "tests/test_rules.py",
    "tests/test_rules_per_release.py",
    "tests/test_rules_tables.py",
    "tests/test_rule_cases.py",
    "tests/test_rule_units.py",
    "tests/test_rule_examples.py",
    "tests/test_rule_registry.py",
    "tests/test_consensus_tolerated.py",
    "tests/test_gpu.py",
)
TABLE_TESTS = (*RULE_TESTS, "tests/test_matrix.py")
OPTION_TESTS = (
    "tests/test_rule_units.py",
    "tests/test_argv.py",
    "tests/test_rules_per_release.py",
    "tests/test_rule_cases.py",
    "tests/test_matrix.py",
    "tests/test_option_lists.py",
)
"""The option and model lists: read by argv and the rules, checked against SGLang's own
parser and sources where they are installed."""

FIXTURE_TESTS = ("tests/test_fixtures.py",)
"""Every bundled fixture against its snapshot, on CUDA and ROCm: what each reader finds."""
STEP_BUDGET_TESTS = (
    "test_a_script_past_the_step_budget_is_read_as_written",
    "test_a_longer_script_is_given_more_steps",
)
SHELL_READER_TESTS = (
    "tests/test_shell.py",
    "tests/test_shell_reader.py",
    "tests/test_shell_edits.py",
    "tests/test_consensus_rules.py",
    "tests/test_shell_strings.py",
    *FIXTURE_TESTS,
    "tests/test_differential.py::test_shell_fixture_runs_alike_before_and_after_the_rewrite",
    "tests/test_shell_properties.py",
    "tests/test_adversarial.py",
    *(f"tests/test_same_bytes_same_verdict.py::{test}" for test in STEP_BUDGET_TESTS),
    "tests/test_fuzz.py::test_no_input_raises_or_hangs",
)
"""The shell reader: its own tests, the fixtures' snapshots, then each fixture run for
real by bash before and after the rewrite, and the adversarial recipes."""
PYTHON_READER_TESTS = (
    "tests/test_python.py",
    "tests/test_python_reader.py",
    "tests/test_python_literals.py",
    "tests/test_consensus_rules.py",
    *FIXTURE_TESTS,
    "tests/test_python_quick.py",
    "tests/test_python_spans.py",
    "tests/test_differential.py::test_python_fixture_runs_alike_before_and_after_the_rewrite",
    "tests/test_python_properties.py",
    "tests/test_adversarial.py",
    "tests/test_engine.py::test_python_nested_too_deep_for_libcst_is_an_error_not_a_crash",
    "tests/test_engine.py::test_python_the_reader_cannot_follow_for_its_depth_is_an_error_at_line_one",
)
YAML_READER_TESTS = (
    "tests/test_yaml.py",
    "tests/test_yaml_edits.py",
    "tests/test_parse_errors.py",
    *FIXTURE_TESTS,
    "tests/test_differential_yaml.py",
    "tests/test_adversarial.py",
)
MARKDOWN_TESTS = ("tests/test_markdown.py", *FIXTURE_TESTS, "tests/test_adversarial.py")
PLATFORM_TESTS = (
    "tests/test_platform_signs.py",
    "tests/test_gpu.py",
    "tests/test_shell.py",
    "tests/test_shell_reader.py",
    "tests/test_python.py",
    *FIXTURE_TESTS,
    "tests/test_differential.py",
    "tests/test_adversarial.py",
)
ARGV_TESTS = (
    "tests/test_argv.py",
    "tests/test_rule_units.py",
    "tests/test_shell.py",
    "tests/test_python.py",
    *FIXTURE_TESTS,
    "tests/test_adversarial.py",
)
READER_GROUPS: dict[str, tuple[str, ...]] = {
    "hisparse_fix/vocabulary/span_index.py": (
        "tests/test_span_index.py",
        "tests/test_consensus_tolerated.py",
        "tests/test_consensus.py",
        *SHELL_READER_TESTS,
    ),
    "hisparse_fix/sglang/argv.py": ARGV_TESTS,
    "hisparse_fix/sglang/platform_signs.py": PLATFORM_TESTS,
    "hisparse_fix/sglang/platform_words.py": PLATFORM_TESTS,
    "hisparse_fix/sglang/site_platform.py": PLATFORM_TESTS,
    "hisparse_fix/formats/python/platforms.py": PLATFORM_TESTS,
    "hisparse_fix/formats/shell/*.py": SHELL_READER_TESTS,
    "hisparse_fix/formats/python/*.py": PYTHON_READER_TESTS,
    "hisparse_fix/formats/yaml/*.py": YAML_READER_TESTS,
    "hisparse_fix/formats/markdown/sessions.py": MARKDOWN_TESTS,
}
"""The readers that find launches and the platform they run on; a module of a reader's
folder not named before it in `GROUPS` (an edit writer) is judged as a reader."""
READER_LIMIT = 4
"""Mutants of each reader module (about eighty of them, some 300 mutants in all): four
spread over each file, where the core takes fifteen."""

GROUPS: dict[str, tuple[str, ...]] = {
    "hisparse_fix/engine/consensus.py": (
        "tests/test_consensus.py",
        "tests/test_consensus_tolerated.py",
        "tests/test_edit_kinds.py",
    ),
    # HSF901's severity shows in the machine reports, where its tests read it.
    "hisparse_fix/rules/unread_file.py": (*RULE_TESTS, "tests/test_outputs.py"),
    "hisparse_fix/rules/*.py": RULE_TESTS,
    "hisparse_fix/rules/_helpers.py": RULE_TESTS,
    "hisparse_fix/sglang/matrix/options.py": (*OPTION_TESTS, "tests/test_release_options.py"),
    "hisparse_fix/sglang/matrix/release-options.txt": (
        *OPTION_TESTS,
        "tests/test_release_options.py",
    ),
    "hisparse_fix/sglang/matrix/release-config-keys.txt": (
        *OPTION_TESTS,
        "tests/test_release_options.py",
    ),
    "hisparse_fix/sglang/matrix/boolean-flags.txt": (
        *OPTION_TESTS,
        "tests/test_release_options.py",
    ),
    "hisparse_fix/sglang/matrix/*.txt": OPTION_TESTS,
    "hisparse_fix/sglang/matrix/*.py": TABLE_TESTS,
    "hisparse_fix/sglang/matrix/*.toml": TABLE_TESTS,
    "hisparse_fix/engine/files.py": (
        "tests/test_files_atomic.py",
        "tests/test_engine.py",
    ),
    "hisparse_fix/sglang/settings.py": (
        "tests/test_settings_resolution.py",
        "tests/test_settings.py",
        "tests/test_per_file_settings.py",
        "tests/test_scope.py",
        "tests/test_gpu.py",
    ),
    "hisparse_fix/project/config.py": (
        "tests/test_settings_resolution.py",
        "tests/test_settings.py",
        "tests/test_per_file_settings.py",
        "tests/test_scope.py",
        "tests/test_gpu.py",
    ),
    "hisparse_fix/formats/text_edits.py": (
        "tests/test_text_edits.py",
        "tests/test_edit_kinds.py",
        "tests/test_consensus.py",
        "tests/test_shell.py",
    ),
    "hisparse_fix/formats/shell/edits.py": (
        "tests/test_shell_edits.py",
        "tests/test_shell.py",
        "tests/test_edit_kinds.py",
    ),
    "hisparse_fix/formats/python/edits.py": ("tests/test_python.py",),
    "hisparse_fix/formats/python/additions.py": ("tests/test_python.py",),
    "hisparse_fix/formats/python/renames.py": ("tests/test_python.py",),
    "hisparse_fix/formats/yaml/edits.py": ("tests/test_yaml_edits.py", "tests/test_yaml.py"),
    "hisparse_fix/formats/toml/additions.py": ("tests/test_toml.py",),
    "hisparse_fix/formats/notebook/write.py": ("tests/test_notebook.py",),
    "hisparse_fix/engine/hunks.py": ("tests/test_hunks.py", "tests/test_outputs.py"),
    "hisparse_fix/outputs/records.py": ("tests/test_records.py", "tests/test_outputs.py"),
    **READER_GROUPS,
}
"""Module (a glob under the root) -> the tests run first on its mutants: the quick ones
that judge it directly (a few seconds); the slow ones (`test_safety.py`,
`test_fixes_alone.py`) run for survivors, with the suite."""

NOT_BEHAVIOUR = (
    "tests/test_code_style.py",
    "tests/test_readme.py::test_quick_start_is_two_commands_one_runs_the_tool_one_the_tests",
    "tests/test_readme.py::test_ci_runs_the_readme_test_command",
    "tests/test_readme.py::test_every_rule_is_in_the_rule_table",
    "tests/test_readme.py::test_changelog_names_every_rule",
)
"""Lint and prose checks: a mutant they alone fail (an unused name, `ruff format`'s
quotes) is not caught by a behaviour test, so they never run on a mutant."""

SLOW = (
    "tests/test_conformance_releases.py",
    "tests/test_packaging.py",
)
"""Left out of the whole-suite run too: every SGLang release run for real, and a
wheel built and installed; both judge through the same code the other tests do."""


LIST_LIMIT = 5
"""Mutants of each generated option or model list (`matrix/*.txt`): one left-out name is
like another, and each is judged against SGLang's own parser (a few seconds a mutant)."""


@dataclass(frozen=True)
class Module:
    """One mutated file and the tests that judge it first."""

    path: str
    """Relative to the root, with `/`."""
    tests: tuple[str, ...]
    limit: int | None = None
    """At most this many of its mutants, whatever `--limit` says (None: `--limit`)."""


def modules(selected: list[str] | None = None) -> list[Module]:
    """The scope's files, or those under the `selected` paths (files or folders)."""
    found: dict[str, Module] = {}
    for pattern, tests in GROUPS.items():
        for path in sorted(ROOT.glob(pattern)):
            relative = path.relative_to(ROOT).as_posix()
            if selected and not any(_under(relative, wanted) for wanted in selected):
                continue
            present = tuple(test for test in tests if (ROOT / test.split("::")[0]).exists())
            limit = LIST_LIMIT if relative.endswith(".txt") else _reader_limit(pattern)
            found.setdefault(relative, Module(relative, present, limit))
    return list(found.values())


def _reader_limit(pattern: str) -> int | None:
    return READER_LIMIT if pattern in READER_GROUPS else None


def _under(path: str, wanted: str) -> bool:
    wanted = wanted.rstrip("/")
    return path == wanted or path.startswith(wanted + "/")
