"""`hisparse-fix server`: the language server, over stdio.

Each text document, and each notebook document as a whole, is one *source*, checked
by the API off the event loop (a worker thread). An edit is checked at once, with no
fixed wait (as `ruff server` answers); edits made while their source is being checked
are only counted, and when that check ends the newest text is checked at once, so one
check of a source runs at a time and the last edit wins. Diagnostics are published per
document (a notebook's per cell) and cleared on close. Settings come from the
nearest settings file of each document (as the CLI finds it), with the client's
`initializationOptions` and `workspace/configuration` section `hisparse-fix` over
them, as command-line options are. An internal error becomes a `window/logMessage`
and never ends the server.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from hisparse_fix import api
from hisparse_fix.formats import by_language, format_for
from hisparse_fix.project.config import OWN_FILE, PYPROJECT
from hisparse_fix.server import actions, checks
from hisparse_fix.server.convert import SOURCE, Units, diagnostic
from hisparse_fix.server.hover import hover_text
from hisparse_fix.server.sources import CELL_LANGUAGES, Document, Source, notebook_source
from hisparse_fix.server.sources import text_source as make_text_source
from hisparse_fix.vocabulary.text_positions import Range
from hisparse_fix.vocabulary.version import __version__

DEBUG_COMMAND = "hisparse-fix.printDebugInformation"
"""The command that prints what a bug report needs (ruff's `ruff.printDebugInformation`)."""

CONFIGURATION_WAIT = 5.0
"""Seconds a check waits at most for the client's `workspace/configuration` answer."""

SECTION = "hisparse-fix"
"""The `workspace/configuration` section, and the key of the settings in `initializationOptions`
and `workspace/didChangeConfiguration` when they are nested."""


NOTEBOOK_SYNC = types.NotebookDocumentSyncOptions(
    notebook_selector=[
        types.NotebookDocumentFilterWithCells(
            notebook="*",
            cells=[
                types.NotebookCellLanguage(language=name) for name in ("python", *CELL_LANGUAGES)
            ],
        )
    ]
)

T = TypeVar("T")


def _shown(checked: checks.Checked, key: str, uri: str, units: Units) -> list[types.Diagnostic]:
    """The diagnostics of document `uri` of a check of source `key`: its findings, the
    error that stopped the read, and why the source was passed over."""
    shown = [diagnostic(placed, units) for placed in checked.at(uri)]
    if checked.error_at is not None and checked.error_at.uri == uri:
        shown.append(diagnostic(checked.error_at, units))
    if checked.result is not None and checked.result.skipped and uri == key:
        shown.append(_note(checked.result.skipped))
    return shown


class HisparseServer(LanguageServer):
    """The server; `fix` is the API's `fix` (a test hands in one that fails)."""

    def __init__(self, *, fix: checks.Fix = api.fix) -> None:
        super().__init__(
            "hisparse-fix",
            __version__,
            text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
            notebook_document_sync=NOTEBOOK_SYNC,
        )
        self.fix = fix
        self.executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="hisparse-fix")
        self.init_options: dict[str, Any] = {}
        self.client_options: dict[str, Any] = {}
        self.generation: dict[str, int] = {}
        """Edits (and rechecks) of each source so far: a check of an older one is dropped."""
        self.pending: dict[str, asyncio.Task[None]] = {}
        """The check under way of each source (one at a time: see `_check`)."""
        self.checked: dict[str, checks.Checked] = {}
        self.published: dict[str, set[str]] = {}
        self.pull = self.refresh = False
        """The client pulls diagnostics (as `ruff server` serves such a client), and may
        be asked to pull them again (`workspace/diagnostic/refresh`)."""
        self.logged: set[str] = set()
        self.configured = asyncio.Event()
        """Set once the client's configuration is read: no check runs before."""
        self._register()

    def _register(self) -> None:
        kinds = [types.CodeActionKind.QuickFix, actions.FIX_ALL]
        handlers: list[tuple[str, Callable[..., Any], Any]] = [
            (types.INITIALIZE, self.initialize, None),
            (types.INITIALIZED, self.initialized, None),
            (types.WORKSPACE_DID_CHANGE_CONFIGURATION, self.configuration_changed, None),
            (types.TEXT_DOCUMENT_DID_OPEN, self.opened, None),
            (types.TEXT_DOCUMENT_DID_CHANGE, self.changed, None),
            (types.TEXT_DOCUMENT_DID_SAVE, self.saved, None),
            (types.TEXT_DOCUMENT_DID_CLOSE, self.closed, None),
            (types.NOTEBOOK_DOCUMENT_DID_OPEN, self.notebook_opened, None),
            (types.NOTEBOOK_DOCUMENT_DID_CHANGE, self.notebook_changed, None),
            (types.NOTEBOOK_DOCUMENT_DID_CLOSE, self.notebook_closed, None),
            (
                types.TEXT_DOCUMENT_CODE_ACTION,
                self.code_action,
                types.CodeActionOptions(code_action_kinds=kinds),
            ),
            (types.TEXT_DOCUMENT_HOVER, self.hover, None),
            (
                types.TEXT_DOCUMENT_DIAGNOSTIC,
                self.document_diagnostic,
                types.DiagnosticOptions(
                    identifier=SOURCE, inter_file_dependencies=False, workspace_diagnostics=False
                ),
            ),
        ]
        for name, method, options in handlers:
            self.feature(name, options)(_handler(method))

        def debug(*arguments: Any) -> str:  # a plain function, as `_handler` makes them
            return self.debug_information()

        self.command(DEBUG_COMMAND)(debug)

    # Settings

    def initialize(self, params: types.InitializeParams) -> None:
        self.init_options = _section(params.initialization_options)
        asked = params.capabilities.text_document
        self.pull = asked is not None and asked.diagnostic is not None
        diagnostics = params.capabilities.workspace and params.capabilities.workspace.diagnostics
        self.refresh = bool(diagnostics and diagnostics.refresh_support)

    async def initialized(self, params: types.InitializedParams) -> None:
        try:
            await self._fetch_configuration()
        finally:
            self.configured.set()

    async def configuration_changed(self, params: types.DidChangeConfigurationParams) -> None:
        pushed = params.settings.get(SECTION) if isinstance(params.settings, dict) else None
        if isinstance(pushed, dict):
            self.client_options = pushed
        else:
            await self._fetch_configuration()
        self.recheck_all()

    async def _fetch_configuration(self) -> None:
        """The client's `hisparse-fix` section, when it answers `workspace/configuration`."""
        workspace = self.client_capabilities.workspace
        if workspace is None or not workspace.configuration:
            return
        try:
            asked = types.ConfigurationParams(items=[types.ConfigurationItem(section=SECTION)])
            (answer,) = await self.workspace_configuration_async(asked)
        except Exception as error:
            self.log(f"workspace/configuration failed: {error}", types.MessageType.Warning)
            return
        self.client_options = answer if isinstance(answer, dict) else {}

    def settings_for(self, path: str | None) -> api.Settings:
        """The settings file nearest `path` with the client's options over it; a bad
        setting is logged once and left out."""
        options = {**self.init_options, **self.client_options}
        try:
            base = api.Settings.discover(path) if path else api.Settings()
        except api.SettingsError as error:
            self.log_once(f"settings file ignored: {error}")
            base = api.Settings()
        try:
            return api.Settings.from_options(options, base)
        except api.SettingsError as error:
            self.log_once(f"client settings ignored: {error}")
            return base

    # Documents

    def opened(self, params: types.DidOpenTextDocumentParams) -> None:
        self.schedule(params.text_document.uri)

    def changed(self, params: types.DidChangeTextDocumentParams) -> None:
        self.schedule(self.key_of(params.text_document.uri))

    def saved(self, params: types.DidSaveTextDocumentParams) -> None:
        """A settings file saved: every open document may be judged otherwise now."""
        if os.path.basename(params.text_document.uri) in (OWN_FILE, PYPROJECT):
            self.recheck_all()

    def closed(self, params: types.DidCloseTextDocumentParams) -> None:
        self.forget(params.text_document.uri)

    def notebook_opened(self, params: types.DidOpenNotebookDocumentParams) -> None:
        self.schedule(params.notebook_document.uri)

    def notebook_changed(self, params: types.DidChangeNotebookDocumentParams) -> None:
        self.schedule(params.notebook_document.uri)

    def notebook_closed(self, params: types.DidCloseNotebookDocumentParams) -> None:
        self.forget(params.notebook_document.uri)

    def key_of(self, uri: str) -> str:
        """The source a document belongs to: its notebook's URI for a cell, else its own."""
        notebook = self.workspace.get_notebook_document(cell_uri=uri)
        return notebook.uri if notebook is not None else uri

    def source_for(self, key: str) -> Source | None:
        """The source as the editor holds it now; None once it is closed."""
        workspace = self.workspace
        path = _path_of(key)
        notebook = workspace.get_notebook_document(notebook_uri=key)
        if notebook is not None:
            cells = [cell for cell in notebook.cells if cell.kind == types.NotebookCellKind.Code]
            documents = [workspace.get_text_document(cell.document) for cell in cells]
            kernel = next((d.language_id for d in documents if d.language_id), "python")
            cell_documents = [Document(doc.uri, doc.source) for doc in documents]
            return notebook_source(key, cell_documents, path, CELL_LANGUAGES.get(kernel, "python"))
        if key not in workspace.text_documents:
            return None
        document = workspace.get_text_document(key)
        text = document.source
        format = None
        if path is None or format_for(path, text[:256]) is None:
            named = by_language(document.language_id or "")
            format = None if named is None else named.name
            path = path if format is not None else None
        return make_text_source(key, text, path, format)

    # Checks

    def schedule(self, key: str) -> None:
        """Check `key` as it is now: at once, or, while a check of it is under way, as
        soon as that one ends (which then finds itself out of date)."""
        self.generation[key] = self.generation.get(key, 0) + 1
        if key not in self.pending:
            self.pending[key] = asyncio.ensure_future(self._check(key))

    def recheck_all(self) -> None:
        """Settings changed: every open document is checked again, and a client that
        pulls diagnostics is asked to pull them again."""
        for key in {*self.published, *self.pending}:
            self.schedule(key)
        if self.pull and self.refresh:
            self.workspace_diagnostic_refresh(None)

    async def _check(self, key: str) -> None:
        """Check the source until a check ends with no newer edit made meanwhile, and
        publish that one: edits made during a check are checked once, at its end (also
        when that check failed: the error is logged, and the newer text may be fine)."""
        try:
            await self._configured()
            while True:
                generation = self.generation.get(key)
                try:
                    checked = await self._check_once(key)
                except Exception as error:
                    self.log_error(f"checking {key}", error)
                    checked = None
                if self.generation.get(key) != generation:
                    continue  # edited meanwhile: the newest text is checked at once
                if checked is not None:
                    self.checked[key] = checked
                    self.publish(key, checked)
                return
        finally:
            if self.pending.get(key) is asyncio.current_task():
                self.pending.pop(key, None)

    async def _check_once(self, key: str) -> checks.Checked | None:
        """The check of the source as the editor holds it now; None for a closed source,
        and for an excluded one, whose diagnostics and fixes are cleared."""
        judged = await self._judged(key)
        if judged is None:
            return None
        source, settings, excluded = judged
        if excluded:
            self.checked.pop(key, None)  # no fix-all either
            for uri in self.published.pop(key, {key}):
                self._send(uri, [])
            return None
        return await self.off_loop(checks.run, source, settings, self.fix)

    async def _judged(self, key: str) -> tuple[Source, api.Settings, bool] | None:
        """The source as the editor holds it now, the settings that judge it, and whether
        they exclude it (as `--force-exclude` would); None once it is closed."""
        source = self.source_for(key)
        if source is None:
            return None
        settings = self.settings_for(source.path)
        excluded = source.path is not None and await self.off_loop(settings.excludes, source.path)
        return source, settings, excluded

    async def _configured(self) -> None:
        """Wait for the client's configuration (a client that never sends `initialized`
        is served with what it gave at `initialize`)."""
        with contextlib.suppress(TimeoutError, asyncio.TimeoutError):
            await asyncio.wait_for(self.configured.wait(), CONFIGURATION_WAIT)

    async def off_loop(self, function: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self.executor, function, *args)

    async def current(self, uri: str) -> checks.Checked | None:
        """The check of the source `uri` is in, as the editor holds it now."""
        key = self.key_of(uri)
        await self._configured()
        judged = await self._judged(key)
        if judged is None or judged[2]:
            return None  # an excluded document has no fixes to offer
        source, settings, _ = judged
        cached = self.checked.get(key)
        if cached is not None and cached.source == source and cached.settings == settings:
            return cached
        return await self.off_loop(checks.run, source, settings, self.fix)

    def publish(self, key: str, checked: checks.Checked) -> None:
        codec = self.workspace.position_codec
        uris = {doc.uri for doc in checked.source.documents}
        for document in checked.source.documents:
            self._send(
                document.uri, _shown(checked, key, document.uri, Units(document.text, codec))
            )
        for gone in self.published.get(key, set()) - uris:  # cells removed from a notebook
            self._send(gone, [])
        self.published[key] = uris

    def _send(self, uri: str, shown: list[types.Diagnostic]) -> None:
        """Diagnostics with the version of the document they are of (a newer edit's
        check replaces them, see `_check_later`), so that a client can drop late ones.
        A client that pulls them (`textDocument/diagnostic`) is not also sent them."""
        if self.pull:
            return
        document = self.workspace.text_documents.get(uri)
        version = None if document is None else document.version
        params = types.PublishDiagnosticsParams(uri=uri, diagnostics=shown, version=version)
        self.text_document_publish_diagnostics(params)

    def forget(self, key: str) -> None:
        """A closed document: no check pending or kept, its diagnostics cleared."""
        self.generation[key] = self.generation.get(key, 0) + 1
        pending = self.pending.pop(key, None)
        if pending is not None:
            pending.cancel()
        self.checked.pop(key, None)
        for uri in self.published.pop(key, {key}):
            self._send(uri, [])

    # Requests

    async def code_action(self, params: types.CodeActionParams) -> list[types.CodeAction] | None:
        uri = params.text_document.uri

        async def respond(checked: checks.Checked, units: Units) -> list[types.CodeAction]:
            start, end = params.range.start, params.range.end
            asked = Range(units.from_client(start), units.from_client(end))
            only = params.context.only
            return await self.off_loop(actions.code_actions, checked, uri, asked, only, units.codec)

        return await self._answer("code actions", uri, respond)

    def debug_information(self) -> str:
        """`hisparse-fix.printDebugInformation` (ruff's `ruff.printDebugInformation`):
        what a bug report needs, as text; it is also logged."""
        import platform
        import sys

        documents = sorted({*self.published, *self.pending})
        lines = [
            f"hisparse-fix {__version__}, Python {platform.python_version()} ({sys.executable})",
            f"diagnostics: {'pulled' if self.pull else 'pushed'}, each edit checked at once",
            f"client settings: { ({**self.init_options, **self.client_options})!r}",
            f"open sources: {len(documents)}",
        ]
        for key in documents:
            settings = self.settings_for(_path_of(key))
            lines.append(f"  {key}: settings file {settings.settings_file or 'none'}")
        text = "\n".join(lines)
        self.log(text, types.MessageType.Info)
        return text

    async def document_diagnostic(
        self, params: types.DocumentDiagnosticParams
    ) -> types.RelatedFullDocumentDiagnosticReport:
        """Pull diagnostics: the document's, as a push would send them (none for a
        document that is closed or excluded)."""
        uri = params.text_document.uri

        async def respond(checked: checks.Checked, units: Units) -> list[types.Diagnostic]:
            return _shown(checked, self.key_of(uri), uri, units)

        shown = await self._answer("diagnostics", uri, respond)
        return types.RelatedFullDocumentDiagnosticReport(items=shown or [])

    async def hover(self, params: types.HoverParams) -> types.Hover | None:
        uri = params.text_document.uri

        async def respond(checked: checks.Checked, units: Units) -> types.Hover | None:
            at = units.from_client(params.position)
            here = [p for p in checked.at(uri) if p.range.start <= at <= p.range.end]
            if not here:
                return None
            text = "\n\n---\n\n".join(hover_text(placed.finding) for placed in here)
            content = types.MarkupContent(kind=types.MarkupKind.Markdown, value=text)
            return types.Hover(contents=content, range=units.range(here[0].range))

        return await self._answer("hover", uri, respond)

    async def _answer(
        self, doing: str, uri: str, respond: Callable[[checks.Checked, Units], Awaitable[T]]
    ) -> T | None:
        """A request's answer from the check of document `uri` as the editor holds it;
        None when it is not open, or after an internal error (logged)."""
        try:
            checked = await self.current(uri)
            document = None if checked is None else checked.source.document(uri)
            if checked is None or document is None:
                return None
            return await respond(checked, Units(document.text, self.workspace.position_codec))
        except Exception as error:
            self.log_error(doing, error)
            return None

    # Logging

    def log(self, message: str, kind: types.MessageType = types.MessageType.Error) -> None:
        self.window_log_message(types.LogMessageParams(type=kind, message=message))

    def log_once(self, message: str) -> None:
        """A bad setting: logged, and shown to the user once (`window/showMessage`, as
        `ruff server` shows its settings errors), since a log is rarely read."""
        if message not in self.logged:
            self.logged.add(message)
            self.log(message, types.MessageType.Warning)
            shown = types.ShowMessageParams(type=types.MessageType.Warning, message=message)
            self.window_show_message(shown)

    def log_error(self, doing: str, error: BaseException) -> None:
        """An internal error: logged with its traceback; the server goes on."""
        import traceback

        detail = "".join(traceback.format_exception(type(error), error, error.__traceback__))
        self.log(f"{SOURCE}: internal error while {doing}: {error}\n{detail}")


def _handler(method: Callable[..., Any]) -> Callable[..., Any]:
    """A plain function calling `method` (pygls marks the functions it registers, which a
    bound method cannot be)."""
    if asyncio.iscoroutinefunction(method):

        async def call_async(params: Any) -> Any:
            return await method(params)

        return call_async

    def call(params: Any) -> Any:
        return method(params)

    return call


def _section(options: Any) -> dict[str, Any]:
    """Settings handed over flat, or under `hisparse-fix` or `settings` (as ruff's)."""
    if not isinstance(options, dict):
        return {}
    for key in (SECTION, "settings"):
        if isinstance(options.get(key), dict):
            return dict(options[key])
    return dict(options)


def _path_of(uri: str) -> str | None:
    return to_fs_path(uri) if uri.startswith("file:") else None


def _note(why: str) -> types.Diagnostic:
    start = types.Position(0, 0)
    return types.Diagnostic(
        range=types.Range(start, start),
        message=f"not read: {why}",
        severity=types.DiagnosticSeverity.Information,
        source=SOURCE,
    )
