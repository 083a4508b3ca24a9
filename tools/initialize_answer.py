"""Write `hisparse_fix/server/initialize_answer.json`: what pygls answers to `initialize`
for the server's features, so that a first start can answer before pygls is loaded
(`hisparse_fix.server.early`).

The answer depends on the client in three ways only (`early.predicted` applies them):
the position encoding it prefers, whether it says anything of `willSave`, and whether
it syncs notebooks (the notebook selector is kept here). Run it after changing the
server's features or upgrading pygls or lsprotocol; `tests/test_server_early.py` fails
until the file is what this writes.

    .venv/bin/python tools/initialize_answer.py
"""

from __future__ import annotations

import json
from importlib.metadata import version
from pathlib import Path
from typing import Any

ANSWER = (
    Path(__file__).resolve().parent.parent / "hisparse_fix" / "server" / "initialize_answer.json"
)


def pygls_answer(capabilities: dict[str, Any]) -> dict[str, Any]:
    """pygls's result for an `initialize` with these client capabilities, in process."""
    from lsprotocol import types

    from hisparse_fix.server.app import HisparseServer

    server = HisparseServer()
    converter = server.protocol._converter
    params = converter.structure(
        {"processId": None, "rootUri": None, "capabilities": capabilities},
        types.InitializeParams,
    )
    steps = server.protocol.lsp_initialize(params)
    try:
        while True:  # pygls hands the server's own handler out, then returns the result
            next(steps)
    except StopIteration as stop:
        result = stop.value
    return converter.unstructure(result)  # type: ignore[no-any-return]


def stored() -> dict[str, Any]:
    """The file's content, as this writes it."""
    notebook = pygls_answer({"notebookDocument": {"synchronization": {}}})
    return {
        "pygls": version("pygls"),
        "lsprotocol": version("lsprotocol"),
        "plain": pygls_answer({}),
        "notebookDocumentSync": notebook["capabilities"]["notebookDocumentSync"],
    }


def main() -> None:
    ANSWER.write_text(json.dumps(stored(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {ANSWER}")


if __name__ == "__main__":
    main()
