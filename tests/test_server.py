"""`hisparse-fix server` end to end: pytest-lsp drives the server over stdio as an editor."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

import hisparse_fix
from hisparse_fix.formats import format_for
from tests import lsp_client as lsp
from tests.conftest import FIXTURES, fixture_files, run_fixture
from tests.test_api import IGNORED, NEWEST
from tests.test_server_units import LANGUAGE_IDS

pytestmark = pytest.mark.asyncio

FIX_ALL = "source.fixAll.hisparse-fix"


@pytest_lsp.fixture(config=lsp.CONFIG)
async def client(lsp_client: LanguageClient, tmp_path: Path):  # type: ignore[no-untyped-def]
    (tmp_path / ".git").mkdir()
    await lsp.start(lsp_client, tmp_path, options={"sglang-version": NEWEST.sglang_version})
    yield
    await lsp_client.shutdown_session()


def _one_text_file_per_format() -> list[Path]:
    chosen: dict[str, Path] = {}
    for path in fixture_files():
        folder = path.relative_to(FIXTURES).parts[0]
        if folder == "notebook" or "_neg_" in path.name or folder in chosen:
            continue
        if run_fixture(path).changed:
            chosen[folder] = path
    return sorted(chosen.values())


def _uri(root: Path, name: str) -> str:
    return (root / name).as_uri()


async def _open_sample(
    client: LanguageClient, root: Path, name: str
) -> tuple[str, str, list[types.Diagnostic]]:
    """One of the API tests' samples opened: its URI, text and first diagnostics."""
    text, file_name = IGNORED[name]
    uri = _uri(root, file_name)
    lsp.open_text(client, uri, LANGUAGE_IDS[name], text)
    return uri, text, await lsp.diagnostics(client, uri)


@pytest.mark.parametrize("fixture", _one_text_file_per_format(), ids=lambda p: p.parent.name)
async def test_a_file_of_each_format_gets_the_apis_findings_and_its_fix_all(
    client: LanguageClient, tmp_path: Path, fixture: Path
) -> None:
    text = fixture.read_bytes().decode("utf-8", "surrogateescape")
    uri = _uri(tmp_path, fixture.name)
    fmt = format_for(fixture, text[:256])
    assert fmt is not None
    lsp.open_text(client, uri, LANGUAGE_IDS[fmt.name], text)
    shown = await lsp.diagnostics(client, uri)
    expected = hisparse_fix.check(text, path=tmp_path / fixture.name, settings=NEWEST)
    assert [(d.code, d.message) for d in shown] == [(f.code, f.message) for f in expected]
    assert all(d.source == "hisparse-fix" for d in shown)
    for diagnostic, finding in zip(shown, expected, strict=True):
        start, end = finding.range.start, finding.range.end
        assert (diagnostic.range.start.line, diagnostic.range.end.line) == (start.line, end.line)
        wanted = "\n".join(text.split("\n")[start.line : end.line + 1])
        assert lsp.text_at(text, diagnostic.range) in wanted
    (fix_all,) = await lsp.code_actions(client, uri, text, only=[FIX_ALL])
    assert fix_all.kind == FIX_ALL and fix_all.title == "Fix all hisparse-fix problems"
    assert fix_all.edit is not None and fix_all.edit.changes is not None
    fixed = lsp.applied(text, fix_all.edit.changes[uri])
    assert fixed == hisparse_fix.fix(text, path=tmp_path / fixture.name, settings=NEWEST).text


@pytest.mark.parametrize("name", sorted(IGNORED))
async def test_a_quick_fix_applies_alone_and_the_fixed_text_clears_the_diagnostics(
    client: LanguageClient, tmp_path: Path, name: str
) -> None:
    uri, text, shown = await _open_sample(client, tmp_path, name)
    assert "HSF002" in {d.code for d in shown}
    actions = await lsp.code_actions(client, uri, text, only=[types.CodeActionKind.QuickFix])
    titles = {action.title for action in actions}
    assert {"Fix HSF002 (kv-cache-dtype)", "Ignore HSF002 on this launch"} <= titles
    fix = next(a for a in actions if a.title == "Fix HSF002 (kv-cache-dtype)")
    assert fix.edit is not None and fix.edit.changes is not None
    one_fixed = lsp.applied(text, fix.edit.changes[uri])
    left = {f.code for f in hisparse_fix.check(one_fixed, path=tmp_path / IGNORED[name][1])}
    assert "HSF002" not in left and left  # this finding's fix alone: the others remain
    lsp.replace_text(client, uri, 2, one_fixed)
    await lsp.diagnostics(client, uri, until=lambda d: {x.code for x in d} == left)
    (fix_all,) = await lsp.code_actions(client, uri, one_fixed, only=[FIX_ALL])
    assert fix_all.edit is not None and fix_all.edit.changes is not None
    lsp.replace_text(client, uri, 3, lsp.applied(one_fixed, fix_all.edit.changes[uri]))
    assert await lsp.diagnostics(client, uri, until=lambda d: not d) == []


@pytest.mark.parametrize("name", ["shell", "python", "yaml"])
async def test_the_ignore_action_writes_the_comment_that_silences_the_finding(
    client: LanguageClient, tmp_path: Path, name: str
) -> None:
    uri, text, _ = await _open_sample(client, tmp_path, name)
    actions = await lsp.code_actions(client, uri, text, only=[types.CodeActionKind.QuickFix])
    ignore = next(a for a in actions if a.title == "Ignore HSF002 on this launch")
    assert ignore.edit is not None and ignore.edit.changes is not None
    silenced = lsp.applied(text, ignore.edit.changes[uri])
    assert "# hisparse-fix: ignore[HSF002]" in silenced
    lsp.replace_text(client, uri, 2, silenced)
    shown = await lsp.diagnostics(client, uri, until=lambda d: "HSF002" not in {x.code for x in d})
    assert {d.code for d in shown} == {"HSF004"}


async def test_closing_a_document_clears_its_diagnostics(
    client: LanguageClient, tmp_path: Path
) -> None:
    uri, _, _ = await _open_sample(client, tmp_path, "shell")
    document = types.TextDocumentIdentifier(uri=uri)
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=document))
    assert await lsp.diagnostics(client, uri, until=lambda d: not d) == []


async def test_hover_on_a_flagged_option_explains_the_rule_in_sglangs_words(
    client: LanguageClient, tmp_path: Path
) -> None:
    uri, _, shown = await _open_sample(client, tmp_path, "shell")
    dtype = next(d for d in shown if d.code == "HSF002")
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(uri), dtype.range.start)
    )
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    value = hover.contents.value
    assert value.startswith("**HSF002** `kv-cache-dtype`: " + dtype.message)
    assert "### Why is this bad?" in value
    assert "HiSparse requires one of" in value  # SGLang's own error text
    assert "## Example" not in value
    nothing = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(0, 0))
    )
    assert nothing is None


async def test_a_broken_file_is_one_diagnostic_and_the_server_still_answers(
    client: LanguageClient, tmp_path: Path
) -> None:
    broken = 'enable-hisparse = true\nkv-cache-dtype = "fp8_e5m2\n'
    uri = _uri(tmp_path, "broken.toml")
    lsp.open_text(client, uri, "toml", broken)
    (shown,) = await lsp.diagnostics(client, uri)
    assert shown.severity == types.DiagnosticSeverity.Error
    assert shown.range.start.line == 1
    with pytest.raises(hisparse_fix.CheckError, match=shown.message[:20]):
        hisparse_fix.check(broken, path="broken.toml")
    assert await lsp.code_actions(client, uri, broken) == []
    _, _, shown_other = await _open_sample(client, tmp_path, "toml")
    assert "HSF002" in {d.code for d in shown_other}


async def test_rapid_edits_end_with_the_last_ones_diagnostics(
    client: LanguageClient, tmp_path: Path
) -> None:
    """Each edit is checked at once, or with the edits made during the check before it
    (how many checks a burst gets depends on when its edits arrive: see
    `test_server_units`); what is published comes in the order of the edits, and the
    last edit's diagnostics are the last published."""
    uri, text, _ = await _open_sample(client, tmp_path, "shell")
    published = client.published  # type: ignore[attr-defined]
    before = len(published)
    for version, dtype in enumerate(["fp8_e5m2", "int8", "fp8_e5m2", "fp4"], start=2):
        lsp.replace_text(client, uri, version, text.replace("fp8_e5m2", dtype))
    last = await lsp.diagnostics(client, uri, until=lambda d: any("fp4" in x.message for x in d))
    assert any("fp4" in d.message for d in last)
    versions = [p.version for p in published[before:] if p.uri == uri]
    assert versions[-1] == 5 and versions == sorted(set(versions)), versions


NOTEBOOK_CELLS = [
    ("import subprocess\n", "python"),
    ("!python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2\n", "python"),
]


async def test_a_notebook_document_is_read_as_one_notebook_and_fixed_cell_by_cell(
    client: LanguageClient, tmp_path: Path
) -> None:
    notebook_uri = _uri(tmp_path, "serve.ipynb")
    cells = [f"{notebook_uri}#cell{index}" for index in range(len(NOTEBOOK_CELLS))]
    client.notebook_document_did_open(
        types.DidOpenNotebookDocumentParams(
            notebook_document=types.NotebookDocument(
                uri=notebook_uri,
                notebook_type="jupyter-notebook",
                version=1,
                cells=[types.NotebookCell(types.NotebookCellKind.Code, uri) for uri in cells],
            ),
            cell_text_documents=[
                types.TextDocumentItem(uri=uri, language_id=language, version=1, text=text)
                for uri, (text, language) in zip(cells, NOTEBOOK_CELLS, strict=True)
            ],
        )
    )
    text = NOTEBOOK_CELLS[1][0]
    shown = await lsp.diagnostics(client, cells[1])
    assert list(client.diagnostics[cells[0]]) == []
    dtype = next(d for d in shown if d.code == "HSF002")
    assert lsp.text_at(text, dtype.range) == "--kv-cache-dtype fp8_e5m2"
    (fix_all,) = await lsp.code_actions(client, cells[1], text, only=[FIX_ALL])
    assert fix_all.edit is not None and fix_all.edit.changes is not None
    assert set(fix_all.edit.changes) == {cells[1]}
    fixed = lsp.applied(text, fix_all.edit.changes[cells[1]])
    assert "--kv-cache-dtype fp8_e4m3" in fixed and "--disable-radix-cache" in fixed
    actions = await lsp.code_actions(client, cells[1], text, only=[types.CodeActionKind.QuickFix])
    ignore = next(a for a in actions if a.title == "Ignore HSF002 on this launch")
    assert ignore.edit is not None and ignore.edit.changes is not None
    assert lsp.applied(text, ignore.edit.changes[cells[1]]).startswith(
        "# hisparse-fix: ignore[HSF002]\n!python3"
    )
    whole = types.TextDocumentContentChangeWholeDocument(text=fixed)
    client.notebook_document_did_change(
        types.DidChangeNotebookDocumentParams(
            notebook_document=types.VersionedNotebookDocumentIdentifier(
                version=2, uri=notebook_uri
            ),
            change=types.NotebookDocumentChangeEvent(
                cells=types.NotebookDocumentCellChanges(
                    text_content=[
                        types.NotebookDocumentCellContentChanges(
                            types.VersionedTextDocumentIdentifier(version=2, uri=cells[1]), [whole]
                        )
                    ]
                )
            ),
        )
    )
    assert await lsp.diagnostics(client, cells[1], until=lambda d: not d) == []


async def test_positions_are_in_utf16_units_past_a_character_outside_the_bmp(
    client: LanguageClient, tmp_path: Path
) -> None:
    text = (
        'python3 -m sglang.launch_server --served-model-name "🚀" --enable-hisparse'
        " --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
    )
    uri = _uri(tmp_path, "rocket.sh")
    lsp.open_text(client, uri, "shellscript", text)
    (shown,) = await lsp.diagnostics(client, uri)
    assert shown.range.start.character == text.index("--kv-cache-dtype") + 1  # 🚀 is two units
    assert lsp.text_at(text, shown.range) == "--kv-cache-dtype fp8_e5m2"
    (fix_all,) = await lsp.code_actions(client, uri, text, only=[FIX_ALL])
    assert fix_all.edit is not None and fix_all.edit.changes is not None
    assert lsp.applied(text, fix_all.edit.changes[uri]) == text.replace("fp8_e5m2", "fp8_e4m3")


async def test_an_unsaved_buffer_is_read_as_the_format_its_language_id_names(
    client: LanguageClient,
) -> None:
    """No file name says the format: the editor's language id does (`Format.language_ids`)."""
    text = "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"
    text += " --kv-cache-dtype fp8_e5m2\n"
    lsp.open_text(client, "untitled:Untitled-1", "shellscript", text)
    shown = await lsp.diagnostics(client, "untitled:Untitled-1")
    assert [diagnostic.code for diagnostic in shown] == ["HSF002"]


PULLING = types.ClientCapabilities(
    text_document=types.TextDocumentClientCapabilities(
        diagnostic=types.DiagnosticClientCapabilities()
    ),
    workspace=types.WorkspaceClientCapabilities(
        diagnostics=types.DiagnosticWorkspaceClientCapabilities(refresh_support=True)
    ),
)


@pytest_lsp.fixture(config=lsp.CONFIG)
async def pulling(lsp_client: LanguageClient, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A client that says it pulls diagnostics (`textDocument/diagnostic`)."""
    (tmp_path / ".git").mkdir()
    options = {"sglang-version": NEWEST.sglang_version}
    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=PULLING, root_uri=tmp_path.as_uri(), initialization_options=options
        )
    )
    assert result.capabilities.diagnostic_provider is not None
    yield
    await lsp_client.shutdown_session()


async def test_a_client_that_pulls_diagnostics_gets_them_on_request(
    pulling: LanguageClient, tmp_path: Path
) -> None:
    """`textDocument/diagnostic`, as `ruff server` answers it: the same diagnostics a push
    carries; a document that is not open has none."""
    text, name = IGNORED["shell"]
    uri = _uri(tmp_path, name)
    lsp.open_text(pulling, uri, "shellscript", text)
    asked = types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
    report = await pulling.text_document_diagnostic_async(asked)
    expected = hisparse_fix.check(text, path=tmp_path / name, settings=NEWEST)
    assert [(d.code, d.message) for d in report.items] == [(f.code, f.message) for f in expected]
    gone = types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri="file:///x")
    )
    assert list((await pulling.text_document_diagnostic_async(gone)).items) == []


async def test_a_pulling_client_is_asked_to_pull_again_when_settings_change(
    pulling: LanguageClient, tmp_path: Path
) -> None:
    settings = tmp_path / "hisparse-fix.toml"
    settings.write_text('ignore = ["HSF004"]\n')
    pulling.text_document_did_save(
        types.DidSaveTextDocumentParams(
            text_document=types.TextDocumentIdentifier(uri=settings.as_uri())
        )
    )
    await asyncio.wait_for(pulling.refreshed.wait(), lsp.TIMEOUT)  # type: ignore[attr-defined]


async def test_the_debug_command_prints_what_a_bug_report_needs(
    client: LanguageClient, tmp_path: Path
) -> None:
    uri, _, _ = await _open_sample(client, tmp_path, "shell")
    shown = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="hisparse-fix.printDebugInformation")
    )
    assert shown.startswith(f"hisparse-fix {hisparse_fix.__version__}, Python ")
    assert "diagnostics: pushed" in shown
    assert f"  {uri}: settings file none" in shown
