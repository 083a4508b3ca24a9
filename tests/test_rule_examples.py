"""Each rule's `--explain` example is what the tool does.

The block under `## Example` runs through the engine with the default settings
(and `--strict`'s report of unused ignore comments): it gets findings of that
rule only, and becomes the block under "Use instead:", or stays as it is for a
rule that only reports.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main
from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.formats.errors import ParseError
from hisparse_fix.rules import all_rules
from hisparse_fix.rules.unread_file import CODE as UNREAD
from hisparse_fix.sglang.settings import Settings

EXAMPLE = re.compile(
    r"^## Example\n```(?P<language>\w+)\n(?P<before>.*?)```\n"
    r"(?:Use instead:\n```(?P=language)\n(?P<after>.*?)```\n)?",
    re.S | re.M,
)
FORMATS = {"sh": "shell", "yaml": "yaml", "toml": "toml"}
"""The fence languages of the examples -> the format that reads them."""


def _explained(code: str) -> str:
    result = CliRunner().invoke(main, ["--explain", code], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.stdout


MODEL_FOLDERS = {
    "hy-v4": {"architectures": ["HYV4ForCausalLM"], "model_type": "hy_v4", "index_topk": 2048},
}
"""Local model folders the examples name (`--model-path ./hy-v4`), by their config.json."""


@pytest.mark.parametrize("code", [registered.code for registered in all_rules()])
def test_the_example_is_what_the_tool_does(
    code: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, config in MODEL_FOLDERS.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / "config.json").write_text(json.dumps(config))
    monkeypatch.chdir(tmp_path)
    example = EXAMPLE.search(_explained(code))
    assert example, f"{code}: no ## Example block"
    before, after = example["before"], example["after"]
    fmt = BY_NAME[FORMATS[example["language"]]]
    if code == UNREAD:  # the reports' finding for a file that cannot be read
        with pytest.raises(ParseError):
            fmt.find_sites(before)
        return
    fixed = fix_text(before, fmt, Settings(report_unused_ignores=True))
    assert {located.finding.code for located in fixed.findings} == {code}
    assert fixed.text == (before if after is None else after)
