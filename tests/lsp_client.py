"""A pytest-lsp client for `hisparse-fix server` over stdio, and what the tests do with it:
wait for a document's diagnostics, apply a workspace edit as an editor does."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.protocol import default_converter
from pygls.workspace import TextDocument
from pytest_lsp import ClientServerConfig, LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

SERVER = [sys.executable, "-m", "hisparse_fix", "server"]
TIMEOUT = 20.0


def counting_client() -> LanguageClient:
    """pytest-lsp's client that also keeps every `publishDiagnostics` in `published`."""
    client = LanguageClient(converter_factory=default_converter)
    published: list[types.PublishDiagnosticsParams] = []

    def publish(params: types.PublishDiagnosticsParams) -> None:
        client.diagnostics[params.uri] = params.diagnostics
        published.append(params)

    refreshed = asyncio.Event()

    def refresh(params: None) -> None:
        refreshed.set()

    client.published = published  # type: ignore[attr-defined]
    client.refreshed = refreshed  # type: ignore[attr-defined]
    features = {
        **DEFAULT_CLIENT_FEATURES,
        types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS: publish,
        types.WORKSPACE_DIAGNOSTIC_REFRESH: refresh,
    }
    register_lsp_features(client, features)
    return client


CONFIG = ClientServerConfig(server_command=SERVER, client_factory=counting_client)


async def start(
    client: LanguageClient,
    root: Path,
    options: Any = None,
    configuration: bool = False,
) -> None:
    capabilities = types.ClientCapabilities(
        workspace=types.WorkspaceClientCapabilities(configuration=configuration),
        text_document=types.TextDocumentClientCapabilities(
            code_action=types.CodeActionClientCapabilities(
                code_action_literal_support=types.ClientCodeActionLiteralOptions(
                    code_action_kind=types.ClientCodeActionKindOptions(
                        value_set=[types.CodeActionKind.QuickFix, types.CodeActionKind.Source]
                    )
                )
            ),
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
        ),
    )
    await client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities,
            root_uri=root.as_uri(),
            initialization_options=options,
        )
    )


def open_text(client: LanguageClient, uri: str, language: str, text: str) -> None:
    item = types.TextDocumentItem(uri=uri, language_id=language, version=1, text=text)
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=item))


def replace_text(client: LanguageClient, uri: str, version: int, text: str) -> None:
    change = types.TextDocumentContentChangeWholeDocument(text=text)
    document = types.VersionedTextDocumentIdentifier(uri=uri, version=version)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(text_document=document, content_changes=[change])
    )


async def diagnostics(
    client: LanguageClient,
    uri: str,
    until: Callable[[Sequence[types.Diagnostic]], bool] = bool,
) -> Sequence[types.Diagnostic]:
    """The diagnostics of `uri` once they satisfy `until` (default: there are some)."""

    async def wait() -> Sequence[types.Diagnostic]:
        while True:
            if uri in client.diagnostics and until(client.diagnostics[uri]):
                return list(client.diagnostics[uri])
            await asyncio.sleep(0.02)

    return await asyncio.wait_for(wait(), TIMEOUT)


async def code_actions(
    client: LanguageClient, uri: str, text: str, only: list[str] | None = None
) -> list[types.CodeAction]:
    """The actions offered over the whole document."""
    lines = text.split("\n")
    end = types.Position(len(lines) - 1, len(lines[-1]))
    found = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(types.Position(0, 0), end),
            context=types.CodeActionContext(diagnostics=[], only=only),
        )
    )
    return [action for action in found or [] if isinstance(action, types.CodeAction)]


def applied(text: str, edits: Sequence[types.TextEdit]) -> str:
    """`text` with `edits` made as an editor makes them (UTF-16 positions, last first)."""
    document = TextDocument("untitled:x", text)
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character))[::-1]:
        change = types.TextDocumentContentChangePartial(range=edit.range, text=edit.new_text)
        document.apply_change(change)
    return document.source


def text_at(text: str, range: types.Range) -> str:
    document = TextDocument("untitled:x", text)
    start, end = document.offset_at_position(range.start), document.offset_at_position(range.end)
    return text[start:end]
