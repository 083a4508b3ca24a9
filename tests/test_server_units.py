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


URI = "file:///serve.sh"


class Blocked:
    """A server whose first check of a source waits until `release` is set (then raises
    when `fails`), and that records the generation each check starts at and what it
    logs: the scheduling, with no document and no client."""

    def __init__(self, *, fails: bool = False) -> None:
        self.server = HisparseServer()
        self.server.configured.set()
        self.started: list[int] = []
        self.logged: list[str] = []
        self.running, self.release = asyncio.Event(), asyncio.Event()
        self.fails = fails
        self.server._check_once = self.check_once  # type: ignore[method-assign]
        self.server.log_error = self.log  # type: ignore[method-assign]

    async def check_once(self, key: str) -> None:
        self.started.append(self.server.generation[key])
        self.running.set()
        if len(self.started) == 1:
            await self.release.wait()
            if self.fails:
                raise RuntimeError("BOOM in the check")

    def log(self, what: str, error: BaseException) -> None:
        self.logged.append(f"{what}: {error}")

    async def first_check_running(self) -> None:
        self.server.schedule(URI)
        await asyncio.wait_for(self.running.wait(), 10)

    async def all_checks_done(self) -> None:
        self.release.set()
        await asyncio.wait_for(self.server.pending[URI], 10)
        assert URI not in self.server.pending


@pytest.mark.asyncio
async def test_edits_made_during_a_check_are_checked_once_as_soon_as_it_ends() -> None:
    """The first edit's check starts with no wait; two edits made while it runs are not
    checked alongside it, but once, the newer, when it ends."""
    blocked = Blocked()
    await blocked.first_check_running()
    blocked.server.schedule(URI)
    blocked.server.schedule(URI)
    await asyncio.sleep(0)
    assert blocked.started == [1]  # the first check alone, still under way
    await blocked.all_checks_done()
    assert blocked.started == [1, 3]
    assert blocked.logged == []


@pytest.mark.asyncio
async def test_an_edit_made_during_a_check_that_fails_is_still_checked() -> None:
    """A check that raises (a bug) is logged; the edit made while it ran is checked."""
    blocked = Blocked(fails=True)
    await blocked.first_check_running()
    blocked.server.schedule(URI)
    await blocked.all_checks_done()
    assert blocked.started == [1, 2]
    assert blocked.logged == [f"checking {URI}: BOOM in the check"]
