"""The server's settings (the workspace's settings files, the client's options) and its
errors (an internal error is a log message, and the server goes on)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from tests import lsp_client as lsp
from tests.test_api import IGNORED

pytestmark = pytest.mark.asyncio

TEXT, NAME = IGNORED["shell"]


@pytest_lsp.fixture(config=lsp.CONFIG)
async def client(lsp_client: LanguageClient, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A client the test initializes with its own options."""
    (tmp_path / ".git").mkdir()
    yield
    await lsp_client.shutdown_session()


async def _codes(client: LanguageClient, uri: str, text: str = TEXT) -> set[str]:
    lsp.open_text(client, uri, "shellscript", text)
    return {str(d.code) for d in await lsp.diagnostics(client, uri)}


async def test_initialization_options_set_the_platform(
    client: LanguageClient, tmp_path: Path
) -> None:
    await lsp.start(client, tmp_path, options={"settings": {"platform": "cpu"}})
    assert await _codes(client, (tmp_path / NAME).as_uri()) == {"HSF001"}


async def test_workspace_configuration_is_read_and_read_again_when_it_changes(
    client: LanguageClient, tmp_path: Path
) -> None:
    client.set_configuration({"select": ["HSF002"]}, section="hisparse-fix")
    await lsp.start(client, tmp_path, configuration=True)
    uri = (tmp_path / NAME).as_uri()
    assert await _codes(client, uri) == {"HSF002"}
    client.set_configuration({"select": ["radix-cache"]}, section="hisparse-fix")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    shown = await lsp.diagnostics(client, uri, until=lambda d: {x.code for x in d} == {"HSF004"})
    assert [d.code for d in shown] == ["HSF004"]


async def test_each_document_is_judged_by_its_nearest_settings_file_and_its_globs(
    client: LanguageClient, tmp_path: Path
) -> None:
    (tmp_path / "hisparse-fix.toml").write_text(
        'ignore = ["HSF004"]\n[per-file-settings]\n"amd/*" = { platform = "cpu" }\n'
    )
    (tmp_path / "amd").mkdir()
    await lsp.start(client, tmp_path, options={"extend-ignore": ["HSF005"]})
    assert await _codes(client, (tmp_path / "amd" / NAME).as_uri()) == {"HSF001"}
    assert await _codes(client, (tmp_path / NAME).as_uri()) == {"HSF002"}


async def test_a_bad_client_setting_is_logged_and_left_out(
    client: LanguageClient, tmp_path: Path
) -> None:
    await lsp.start(client, tmp_path, options={"platform": "tpu"})
    assert await _codes(client, (tmp_path / NAME).as_uri()) == {"HSF002", "HSF004"}
    logged = [m.message for m in client.log_messages]
    assert any("client settings ignored" in m and "'tpu'" in m for m in logged), logged
    shown = [m.message for m in client.messages]
    assert len([m for m in shown if "client settings ignored" in m and "'tpu'" in m]) == 1


FAILING = (
    "from hisparse_fix import api\n"
    "from hisparse_fix.server.app import HisparseServer\n"
    "def fix(text, **where):\n"
    "    if 'BOOM' in text:\n"
    "        raise RuntimeError('BOOM in the check')\n"
    "    return api.fix(text, **where)\n"
    "HisparseServer(fix=fix).start_io()\n"
)


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=[sys.executable, "-c", FAILING], client_factory=lsp.counting_client
    )
)
async def failing(lsp_client: LanguageClient, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A server whose check raises on a text holding BOOM, as a bug would."""
    await lsp.start(lsp_client, tmp_path)
    yield
    await lsp_client.shutdown_session()


async def test_an_internal_error_is_a_log_message_and_the_server_goes_on(
    failing: LanguageClient, tmp_path: Path
) -> None:
    boom = (tmp_path / "boom.sh").as_uri()
    lsp.open_text(failing, boom, "shellscript", "# BOOM\n" + TEXT)
    hover = await failing.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(boom), types.Position(1, 0))
    )
    assert hover is None
    logged = [m for m in failing.log_messages if "BOOM in the check" in m.message]
    assert logged and logged[0].type == types.MessageType.Error
    assert "Traceback" in logged[0].message
    assert await _codes(failing, (tmp_path / NAME).as_uri()) == {"HSF002", "HSF004"}


async def test_a_document_the_settings_exclude_gets_no_diagnostics_and_no_fix(
    client: LanguageClient, tmp_path: Path
) -> None:
    """As `ruff server`: a vendored file open in the editor is left alone, as
    `--force-exclude` leaves a file named on the command line."""
    (tmp_path / "hisparse-fix.toml").write_text('extend-exclude = ["vendor"]\n')
    (tmp_path / "vendor").mkdir()
    await lsp.start(client, tmp_path)
    vendored = (tmp_path / "vendor" / NAME).as_uri()
    lsp.open_text(client, vendored, "shellscript", TEXT)
    assert await lsp.diagnostics(client, vendored, until=lambda shown: True) == []
    assert await lsp.code_actions(client, vendored, TEXT) == []
    assert await _codes(client, (tmp_path / NAME).as_uri()) == {"HSF002", "HSF004"}
