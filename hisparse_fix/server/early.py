"""The answer to `initialize` before the protocol library is loaded.

Loading pygls means loading lsprotocol, whose module defines every protocol type at
import: most of the time an editor waits for the server to start. So the server
reads the first message itself, and when it is an `initialize` whose answer pygls
gave before (the same client capabilities and options, the same code of the server
and of both libraries), it sends that answer at once and only then loads pygls.
A client never seen before gets the answer pygls gives for the server's features
(stored in the package by `tools/initialize_answer.py`), adjusted for the client as
pygls adjusts it (`predicted`). pygls then reads the same `initialize` (replayed
before the rest of the input), sets itself up as always, and its own answer is held
back: it is the one already sent, and when it is not, it is remembered in its place
for the next start.

Only the standard library is imported here, and the answers live in the user's cache
folder (`answers_folder`), one JSON file per key, each written whole. A folder that
cannot be read or written only costs the early answer.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import sys
import tempfile
from functools import cache
from pathlib import Path
from typing import Any, BinaryIO, NamedTuple

from hisparse_fix.vocabulary.version import __version__

LIBRARIES = ("pygls", "lsprotocol")
"""The libraries whose code decides the answer pygls builds."""

_SERVER_FOLDER = Path(__file__).resolve().parent
"""The server's own code: the features it registers decide the answer too."""


class Message(NamedTuple):
    """A message as read from the client: its bytes as they came (headers and body),
    and the body as JSON when it is an object that could be read."""

    raw: bytes
    body: dict[str, Any] | None


def read_message(stream: BinaryIO) -> Message:
    """One message framed as LSP frames them (headers, a blank line, `Content-Length`
    bytes of body); what could be read of a broken one, with no body."""
    raw = bytearray()
    length: int | None = None
    while True:
        line = stream.readline()
        raw += line
        if not line or not line.strip():
            break
        name, _, value = line.decode("ascii", "replace").partition(":")
        if name.strip().lower() == "content-length" and value.strip().isdigit():
            length = int(value.strip())
    if not line or length is None:
        return Message(bytes(raw), None)
    body = stream.read(length)
    raw += body
    try:
        parsed = json.loads(body)
    except ValueError:
        return Message(bytes(raw), None)
    return Message(bytes(raw), parsed if isinstance(parsed, dict) else None)


def answer_key(request: dict[str, Any]) -> str | None:
    """What pygls's answer to this `initialize` depends on, as a digest; None for any
    other message."""
    if request.get("method") != "initialize" or "id" not in request:
        return None
    params = request.get("params")
    if not isinstance(params, dict):
        return None
    decided_by = {
        "capabilities": params.get("capabilities"),
        "initializationOptions": params.get("initializationOptions"),
        "version": __version__,
        "python": sys.version,
        "code": _code_stamps(),
    }
    text = json.dumps(decided_by, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def _code_stamps() -> list[tuple[str, int, int]]:
    """The size and time of change of the server's modules and of both libraries'
    (found without importing them)."""
    files = sorted(_SERVER_FOLDER.glob("*.py"))
    for name in LIBRARIES:
        for folder in _package_folders(name):
            files += sorted(folder.glob("*.py"))
    stamps = []
    for file in files:
        with contextlib.suppress(OSError):
            stat = file.stat()
            stamps.append((str(file), stat.st_mtime_ns, stat.st_size))
    return stamps


def answers_folder() -> Path:
    """`server/` in `HISPARSE_FIX_CACHE_DIR` when it is set, else in the user's cache
    folder (`$XDG_CACHE_HOME/hisparse-fix`, by default `~/.cache/hisparse-fix`)."""
    chosen = os.environ.get("HISPARSE_FIX_CACHE_DIR")
    if chosen:
        return Path(chosen) / "server"
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "hisparse-fix" / "server"


def remembered(key: str, folder: Path) -> dict[str, Any] | None:
    """The result pygls gave for `key`, if it is remembered and readable."""
    try:
        entry = json.loads((folder / f"initialize-{key}.json").read_text("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(entry, dict) or entry.get("key") != key:
        return None
    result = entry.get("result")
    return result if isinstance(result, dict) else None


def remember(key: str, result: dict[str, Any], folder: Path) -> None:
    """Keep pygls's result for `key`, written whole (a temporary file renamed over it)."""
    text = json.dumps({"key": key, "result": result}, sort_keys=True)
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".initialize-", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as file:
                file.write(text)
            os.replace(temporary, folder / f"initialize-{key}.json")
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(temporary)


STORED_ANSWER = _SERVER_FOLDER / "initialize_answer.json"
"""What pygls answers for the server's features (`tools/initialize_answer.py` writes it)."""
ENCODINGS = ("utf-8", "utf-16", "utf-32")
"""The position encodings pygls supports: it takes the first of the client's it knows."""


def predicted(request: dict[str, Any], stored: Path = STORED_ANSWER) -> dict[str, Any] | None:
    """pygls's answer to this `initialize` for a client never seen before, worked out
    from the stored answer as pygls works it out: the client's first position encoding
    pygls supports (else UTF-16), `willSave`/`willSaveWaitUntil` false where the client
    says anything of them, notebook sync where the client syncs notebooks. None when the
    installed pygls or lsprotocol is not the one the answer was stored for, or the
    client's capabilities are not in the shape the protocol gives them."""
    try:
        answer = json.loads(stored.read_text("utf-8"))
    except (OSError, ValueError):
        return None
    if any(_installed(name) != answer.get(name) for name in LIBRARIES):
        return None
    capabilities = request.get("params", {}).get("capabilities")
    if not isinstance(capabilities, dict):
        return None
    general = capabilities.get("general") or {}
    document = capabilities.get("textDocument") or {}
    if not isinstance(general, dict) or not isinstance(document, dict):
        return None
    sync = document.get("synchronization") or {}
    encodings = general.get("positionEncodings") or []
    if not isinstance(sync, dict) or not isinstance(encodings, list):
        return None
    result = json.loads(json.dumps(answer["plain"]))
    server = result["capabilities"]
    server["positionEncoding"] = next((e for e in encodings if e in ENCODINGS), "utf-16")
    for key in ("willSave", "willSaveWaitUntil"):
        if sync.get(key) is not None:
            server["textDocumentSync"][key] = False  # the server handles neither
    if capabilities.get("notebookDocument") is not None:
        server["notebookDocumentSync"] = answer["notebookDocumentSync"]
    return result  # type: ignore[no-any-return]


def _installed(name: str) -> str | None:
    """A library's installed version, from its `.dist-info` folder's name (without
    importing `importlib.metadata`, which costs more than the answer)."""
    for folder in _package_folders(name):
        for info in folder.parent.glob(f"{name}-*.dist-info"):
            return info.name[len(name) + 1 : -len(".dist-info")]
    return None


@cache
def _package_folders(name: str) -> tuple[Path, ...]:
    """Where a library's package is installed, found without importing it."""
    from importlib.machinery import PathFinder

    spec = PathFinder.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return ()
    return tuple(Path(folder) for folder in spec.submodule_search_locations)


def frame(body: dict[str, Any]) -> bytes:
    """A message framed as pygls frames its own."""
    data = json.dumps(body).encode("utf-8")
    return (
        f"Content-Length: {len(data)}\r\n"
        "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
    ).encode("ascii") + data


class Replayed:
    """The client's input with the first message put back in front: what pygls reads
    (it asks only for `readline` and `read`)."""

    def __init__(self, first: bytes, rest: BinaryIO) -> None:
        self._first = io.BytesIO(first)
        self._rest = rest

    def readline(self) -> bytes:
        return self._first.readline() or self._rest.readline()

    def read(self, size: int = -1) -> bytes:
        data = self._first.read(size)
        if size < 0:
            return data + self._rest.read()
        if len(data) < size:
            data += self._rest.read(size - len(data))
        return data


class Answering:
    """The server's output, watching for pygls's answer to `initialize` (one write is
    one message in pygls): it is remembered (unless it is the one `kept` already), and
    held back when an early answer was sent (`sent`)."""

    def __init__(
        self,
        out: BinaryIO,
        request_id: Any,
        key: str,
        folder: Path,
        sent: dict[str, Any] | None,
        kept: bool = False,
    ) -> None:
        self._out = out
        self._id = request_id
        self._key = key
        self._folder = folder
        self._sent = sent
        self._kept = kept
        self._watching = True

    def write(self, data: bytes) -> None:
        if self._watching:
            answer = _answer_in(data, self._id)
            if answer is not None:
                self._watching = False
                result = answer.get("result")
                if isinstance(result, dict) and (result != self._sent or not self._kept):
                    remember(self._key, result, self._folder)
                if self._sent is not None:
                    return  # the client has its answer already
        self._out.write(data)

    def flush(self) -> None:
        self._out.flush()

    def close(self) -> None:
        self._out.close()


def _answer_in(data: bytes, request_id: Any) -> dict[str, Any] | None:
    """The response to request `request_id` framed in `data`, if that is what it holds."""
    _, separator, body = data.partition(b"\r\n\r\n")
    if not separator:
        return None
    try:
        message = json.loads(body)
    except ValueError:
        return None
    if not isinstance(message, dict) or message.get("id") != request_id or "method" in message:
        return None
    return message


def start(stdin: BinaryIO, stdout: BinaryIO, folder: Path) -> tuple[Replayed, BinaryIO]:
    """Read the first message; answer it at once when it is an `initialize` whose answer
    is remembered; and give back the input and output pygls is to use."""
    first = read_message(stdin)
    replayed = Replayed(first.raw, stdin)
    key = None if first.body is None else answer_key(first.body)
    if key is None or first.body is None:
        return replayed, stdout
    kept = remembered(key, folder)
    sent = kept or predicted(first.body)
    if sent is not None:
        stdout.write(frame({"jsonrpc": "2.0", "id": first.body["id"], "result": sent}))
        stdout.flush()
    answering = Answering(stdout, first.body["id"], key, folder, sent, kept is not None)
    return replayed, answering  # type: ignore[return-value]
