"""The language server's choices that need no client: which format an editor's language
id names, and when an edit is checked."""

from __future__ import annotations

import asyncio

import pytest

from hisparse_fix.formats import BY_NAME, by_language
from hisparse_fix.server.app import HisparseServer

LANGUAGE_IDS = {
    "shell": "shellscript",
    "python": "python",
    "toml": "toml",
    "yaml": "yaml",
    "markdown": "markdown",
    "dockerfile": "dockerfile",
}


def test_each_language_id_an_editor_gives_names_its_format() -> None:
    for name, language_id in LANGUAGE_IDS.items():
        named = by_language(language_id)
        assert named is not None and named.name == name
    assert by_language("bash") is by_language("sh") is BY_NAME["shell"]
    assert by_language("plaintext") is None


@pytest.mark.asyncio
async def test_edits_made_during_a_check_are_checked_once_as_soon_as_it_ends() -> None:
    """The first edit's check starts with no wait; two edits made while it runs are not
    checked alongside it, but once, the newer, when it ends."""
    server = HisparseServer()
    server.configured.set()
    started: list[int] = []
    running, release = asyncio.Event(), asyncio.Event()

    async def check_once(key: str) -> None:
        started.append(server.generation[key])
        running.set()
        if len(started) == 1:
            await release.wait()

    server._check_once = check_once  # type: ignore[method-assign]
    server.schedule("file:///serve.sh")
    await asyncio.wait_for(running.wait(), 10)
    server.schedule("file:///serve.sh")
    server.schedule("file:///serve.sh")
    await asyncio.sleep(0)
    assert started == [1]  # the first check alone, still under way
    release.set()
    await asyncio.wait_for(server.pending["file:///serve.sh"], 10)
    assert started == [1, 3]
    assert "file:///serve.sh" not in server.pending


@pytest.mark.asyncio
async def test_an_edit_made_during_a_check_that_fails_is_still_checked() -> None:
    """A check that raises (a bug) is logged; the edit made while it ran is checked."""
    server = HisparseServer()
    server.configured.set()
    started: list[int] = []
    logged: list[str] = []
    running, release = asyncio.Event(), asyncio.Event()

    async def check_once(key: str) -> None:
        started.append(server.generation[key])
        running.set()
        if len(started) == 1:
            await release.wait()
            raise RuntimeError("BOOM in the check")

    server._check_once = check_once  # type: ignore[method-assign]
    server.log_error = lambda what, error: logged.append(f"{what}: {error}")  # type: ignore[method-assign]
    server.schedule("file:///serve.sh")
    await asyncio.wait_for(running.wait(), 10)
    server.schedule("file:///serve.sh")
    release.set()
    await asyncio.wait_for(server.pending["file:///serve.sh"], 10)
    assert started == [1, 2]
    assert logged == ["checking file:///serve.sh: BOOM in the check"]
