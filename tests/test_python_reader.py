"""What the Python reader makes of command strings SGLang's own helpers split."""

from __future__ import annotations

import pytest

from hisparse_fix.engine import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.settings import Settings

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
