"""A real editor: headless Neovim (Debian's 0.7, `.ci/run` installs it) attaches the server
to a shell recipe, and the test reads back its diagnostics and the text after fix-all.

Skipped where `nvim` is missing, unless in CI (`CI` set), where its absence fails.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import hisparse_fix
from tests.test_api import SHELL

NVIM = shutil.which("nvim")
ROOT = Path(__file__).resolve().parents[1]

FIX_ALL_PARAMS = r"""
local params = {
  textDocument = vim.lsp.util.make_text_document_params(bufnr),
  range = { start = { line = 0, character = 0 },
            ["end"] = { line = vim.api.nvim_buf_line_count(bufnr), character = 0 } },
  context = { diagnostics = {}, only = { "source.fixAll.hisparse-fix" } },
}
"""
"""The `textDocument/codeAction` request for the whole buffer's fix-all, in Lua."""

# `vim.lsp.start` needs 0.8: 0.7 starts a client and attaches it to the buffer.
SCRIPT = r"""
local out = os.getenv("HSF_OUT")
local bufnr = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = "hisparse-fix",
  cmd = { os.getenv("HSF_PYTHON"), "-m", "hisparse_fix", "server" },
  root_dir = vim.fn.getcwd(),
})
vim.lsp.buf_attach_client(bufnr, client_id)
local lines = {}
local function note(line) table.insert(lines, line) end
vim.wait(30000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50)
for _, d in ipairs(vim.diagnostic.get(bufnr)) do
  local fields = { d.code, d.lnum, d.col, d.severity, d.message }
  note("diagnostic\t" .. table.concat(fields, "\t"))
end
local client = vim.lsp.get_client_by_id(client_id)
{fix_all_params}local answer = client.request_sync("textDocument/codeAction", params, 30000, bufnr)
for _, action in ipairs((answer and answer.result) or {}) do
  note("action\t" .. action.kind .. "\t" .. action.title)
  vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
end
local cleared = vim.wait(30000, function() return #vim.diagnostic.get(bufnr) == 0 end, 50)
note("cleared\t" .. tostring(cleared))
note("text")
for _, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do note(line) end
vim.fn.writefile(lines, out)
vim.cmd("qa!")
""".replace("{fix_all_params}", FIX_ALL_PARAMS)


@pytest.fixture
def nvim() -> str:
    if NVIM is None:
        if os.environ.get("CI"):
            pytest.fail("nvim is not installed: .ci/run installs Debian's neovim")
        pytest.skip("nvim is not installed")
    return NVIM


def test_neovim_shows_the_diagnostics_and_fixes_all(nvim: str, tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    recipe = tmp_path / "serve.sh"
    recipe.write_text(SHELL)
    script = tmp_path / "attach.lua"
    script.write_text(SCRIPT)
    out = tmp_path / "out.txt"
    env = {**os.environ, "HSF_OUT": str(out), "HSF_PYTHON": sys.executable}
    subprocess.run(
        [nvim, "--headless", "--clean", "-n", str(recipe), "-c", f"luafile {script}"],
        cwd=tmp_path,
        env=env,
        timeout=120,
        check=True,
        capture_output=True,
    )
    lines = out.read_text().split("\n")
    diagnostics = [line.split("\t") for line in lines if line.startswith("diagnostic\t")]
    expected = hisparse_fix.check(SHELL, path=recipe)
    assert [(code, int(row), int(col)) for _, code, row, col, _, _ in diagnostics] == [
        (f.code, f.range.start.line, f.range.start.character) for f in expected
    ]
    assert [message for *_, message in diagnostics] == [f.message for f in expected]
    assert "action\tsource.fixAll.hisparse-fix\tFix all hisparse-fix problems" in lines
    assert "cleared\ttrue" in lines
    text = "\n".join(lines[lines.index("text") + 1 :])
    assert text == hisparse_fix.fix(SHELL, path=recipe).text
    assert recipe.read_text() == SHELL  # the buffer is fixed; the file is the editor's to save


HARNESS = r"""
local out = os.getenv("HSF_OUT")
local bufnr = vim.api.nvim_get_current_buf()
local lines = {}
local function note(line) table.insert(lines, line) end
vim.wait(30000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50)
for _, d in ipairs(vim.diagnostic.get(bufnr)) do note("diagnostic\t" .. d.code) end
local clients = (vim.lsp.get_clients or vim.lsp.get_active_clients)()
note("clients\t" .. #clients)
local client = clients[1]
{fix_all_params}local answer = client.request_sync("textDocument/codeAction", params, 30000, bufnr)
for _, action in ipairs((answer and answer.result) or {}) do
  note("action\t" .. action.kind)
  vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
end
note("text")
for _, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do note(line) end
vim.fn.writefile(lines, out)
vim.cmd("qa!")
""".replace("{fix_all_params}", FIX_ALL_PARAMS)


def _lua_blocks(markdown: Path, after: str) -> list[str]:
    """The ```lua blocks of `markdown` after the heading `after`, up to the next one."""
    text = markdown.read_text(encoding="utf-8")
    section = text[text.index(after) :]
    section = section[: section.find("\n## ", 1) if "\n## " in section[1:] else None]
    blocks = section.split("```lua\n")[1:]
    return [block[: block.index("```")] for block in blocks]


SNIPPETS = {
    "README": _lua_blocks(ROOT / "README.md", "## Editors and the Python API"),
    "docs/editors.md": _lua_blocks(ROOT / "docs" / "editors.md", "## Neovim"),
}


@pytest.mark.parametrize("where", sorted(SNIPPETS))
def test_the_documented_init_file_attaches_the_server_and_fixes_all(
    nvim: str, tmp_path: Path, where: str
) -> None:
    """The snippet as written (only the server's command points at this environment),
    as the init file: the empty start buffer gets no client, the recipe one."""
    (snippet,) = SNIPPETS[where]
    assert 'cmd = { "hisparse-fix", "server" }' in snippet
    init = snippet.replace(
        'cmd = { "hisparse-fix", "server" }',
        'cmd = { os.getenv("HSF_PYTHON"), "-m", "hisparse_fix", "server" }',
    )
    (tmp_path / ".git").mkdir()
    recipe = tmp_path / "serve.sh"
    recipe.write_text(SHELL)
    (tmp_path / "init.lua").write_text(init)
    (tmp_path / "harness.lua").write_text(HARNESS)
    out = tmp_path / "out.txt"
    env = {**os.environ, "HSF_OUT": str(out), "HSF_PYTHON": sys.executable}
    subprocess.run(
        [nvim, "--headless", "-u", "init.lua", "-i", "NONE", "-n", str(recipe),
         "-c", "luafile harness.lua"],
        cwd=tmp_path, env=env, timeout=120, check=True, capture_output=True,
    )  # fmt: skip
    lines = out.read_text().split("\n")
    expected = hisparse_fix.check(SHELL, path=recipe)
    assert [line.split("\t")[1] for line in lines if line.startswith("diagnostic\t")] == [
        f.code for f in expected
    ]
    assert "clients\t1" in lines
    assert "action\tsource.fixAll.hisparse-fix" in lines
    text = "\n".join(lines[lines.index("text") + 1 :])
    assert text == hisparse_fix.fix(SHELL, path=recipe).text
