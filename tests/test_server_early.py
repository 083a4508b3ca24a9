"""`initialize` answered before pygls is loaded, from the answer pygls gave before
(`hisparse_fix.server.early`): the framing, the replay, the answer held back, and two
real starts of the server over stdio."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from hisparse_fix.server import early
from tests.conftest import load_tool

SERVER = [sys.executable, "-m", "hisparse_fix", "server"]
SHELL_LAUNCH = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
)


def _initialize(capabilities: dict[str, Any], request_id: int = 1) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": "initialize",
        "params": {"processId": None, "rootUri": None, "capabilities": capabilities},
    }


def test_one_message_is_read_and_the_rest_left_for_pygls() -> None:
    first, second = early.frame(_initialize({})), early.frame({"jsonrpc": "2.0", "method": "x"})
    stream = io.BytesIO(first + second)
    message = early.read_message(stream)
    assert message.raw == first
    assert message.body == _initialize({})
    assert stream.read() == second


def test_a_message_that_cannot_be_read_is_replayed_as_it_came_and_not_answered() -> None:
    broken = b"Content-Type: text/plain\r\n\r\n{}"
    stream = io.BytesIO(broken)
    message = early.read_message(stream)
    assert message.body is None
    out = io.BytesIO()
    reader, writer = early.start(io.BytesIO(broken), out, Path("/nonexistent/answers"))
    assert out.getvalue() == b"" and writer is out
    assert reader.readline() + reader.read(-1) == broken


def test_the_replay_gives_the_first_message_before_the_rest_across_reads() -> None:
    replayed = early.Replayed(b"Content-Length: 2\r\n\r\n{}", io.BytesIO(b"tail bytes\nmore"))
    assert replayed.readline() == b"Content-Length: 2\r\n"
    assert replayed.readline() == b"\r\n"
    assert replayed.read(6) == b"{}tail"
    assert replayed.readline() == b" bytes\n"
    assert replayed.read(-1) == b"more"


def test_the_key_follows_the_capabilities_and_only_initialize_has_one() -> None:
    utf16 = early.answer_key(_initialize({}))
    utf8 = early.answer_key(_initialize({"general": {"positionEncodings": ["utf-8"]}}))
    assert utf16 is not None and utf8 is not None and utf16 != utf8
    assert early.answer_key(_initialize({}, request_id=7)) == utf16
    assert early.answer_key({"jsonrpc": "2.0", "id": 1, "method": "shutdown"}) is None


def test_the_answer_already_sent_is_held_back_and_a_different_one_remembered(
    tmp_path: Path,
) -> None:
    sent = {"capabilities": {"hoverProvider": True}}
    out = io.BytesIO()
    answering = early.Answering(out, 1, "k", tmp_path, sent)
    fresh = {"capabilities": {"hoverProvider": False}}
    answering.write(early.frame({"jsonrpc": "2.0", "id": 1, "result": fresh}))
    log = early.frame({"jsonrpc": "2.0", "method": "window/logMessage", "params": {"id": 1}})
    answering.write(log)
    later = early.frame({"jsonrpc": "2.0", "id": 1, "result": None})  # a client may reuse ids
    answering.write(later)
    assert out.getvalue() == log + later
    assert early.remembered("k", tmp_path) == fresh


def test_without_an_early_answer_pygls_answers_and_it_is_remembered(tmp_path: Path) -> None:
    out = io.BytesIO()
    answering = early.Answering(out, 3, "k", tmp_path, None)
    answer = early.frame({"jsonrpc": "2.0", "id": 3, "result": {"capabilities": {}}})
    answering.write(answer)
    assert out.getvalue() == answer
    assert early.remembered("k", tmp_path) == {"capabilities": {}}


class _Client:
    """The server over stdio, spoken to as an editor speaks (untyped JSON-RPC)."""

    def __init__(self, cache: Path) -> None:
        env = {**os.environ, "HISPARSE_FIX_CACHE_DIR": str(cache)}
        self.process = subprocess.Popen(
            SERVER, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env
        )
        self.received: list[dict[str, Any]] = []

    def send(self, message: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(early.frame(message))
        self.process.stdin.flush()

    def until(self, wanted: Any) -> dict[str, Any]:
        assert self.process.stdout is not None
        while True:
            message = early.read_message(self.process.stdout).body
            assert message is not None, "the server ended"
            self.received.append(message)
            if "id" in message and "method" in message:  # a request of the server's
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            if wanted(message):
                return message

    def session(self, path: Path) -> dict[str, Any]:
        """initialize, open a launch file, get its diagnostics, shut down: the answer."""
        self.send(_initialize({}))
        answer = self.until(lambda message: message.get("id") == 1)
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        uri = path.as_uri()
        document = {"uri": uri, "languageId": "shellscript", "version": 1, "text": SHELL_LAUNCH}
        self.send(
            {
                "jsonrpc": "2.0",
                "method": "textDocument/didOpen",
                "params": {"textDocument": document},
            }
        )
        self.until(
            lambda message: (
                message.get("method") == "textDocument/publishDiagnostics"
                and message["params"]["uri"] == uri
                and message["params"]["diagnostics"]
            )
        )
        self.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        self.until(lambda message: message.get("id") == 2 and "method" not in message)
        self.send({"jsonrpc": "2.0", "method": "exit"})
        self.process.wait(timeout=20)
        return answer

    def answers_to(self, request_id: int) -> list[dict[str, Any]]:
        return [m for m in self.received if m.get("id") == request_id and "method" not in m]


def test_a_second_start_answers_from_what_pygls_answered_and_only_once(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first = _Client(cache)
    first_answer = first.session(tmp_path / "serve.sh")
    (remembered,) = (cache / "server").glob("initialize-*.json")
    assert json.loads(remembered.read_text())["result"] == first_answer["result"]
    second = _Client(cache)
    second_answer = second.session(tmp_path / "serve.sh")
    assert second_answer["result"] == first_answer["result"]
    assert len(second.answers_to(1)) == 1  # pygls's own answer was held back


def test_a_stale_answer_is_sent_then_replaced_by_the_one_pygls_gives(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    true_answer = _Client(cache).session(tmp_path / "serve.sh")["result"]
    (remembered,) = (cache / "server").glob("initialize-*.json")
    entry = json.loads(remembered.read_text())
    entry["result"]["serverInfo"]["name"] = "stale"
    remembered.write_text(json.dumps(entry))
    client = _Client(cache)
    assert client.session(tmp_path / "serve.sh")["result"]["serverInfo"]["name"] == "stale"
    assert len(client.answers_to(1)) == 1
    assert json.loads(remembered.read_text())["result"] == true_answer


def _initialize_answer_tool() -> ModuleType:
    return load_tool("initialize_answer")


def _stored_for_these_libraries() -> bool:
    """Whether the stored answer is for the pygls and lsprotocol installed (the suite
    also runs at both ends of the dependency range, where they are others)."""
    from importlib.metadata import version

    stored = json.loads(early.STORED_ANSWER.read_text("utf-8"))
    return all(stored[name] == version(name) for name in early.LIBRARIES)


def test_the_stored_answer_is_what_pygls_answers_for_the_servers_features() -> None:
    if not _stored_for_these_libraries():
        assert early.predicted(_initialize({})) is None  # other libraries: pygls answers
        return
    tool = _initialize_answer_tool()
    stored = json.loads(early.STORED_ANSWER.read_text("utf-8"))
    assert stored == tool.stored(), "run tools/initialize_answer.py"


CLIENTS = [
    {},
    {"general": {"positionEncodings": ["utf-8", "utf-16"]}},
    {"general": {"positionEncodings": ["utf-32"]}},
    {"general": {"positionEncodings": ["x-unknown", "utf-8"]}},
    {"general": {"positionEncodings": []}},
    {"general": {}},
    {"textDocument": {"synchronization": {"willSave": True, "willSaveWaitUntil": True}}},
    {"textDocument": {"synchronization": {"willSave": False, "didSave": True}}},
    {"textDocument": {"synchronization": {"willSaveWaitUntil": True}, "hover": {}}},
    {"notebookDocument": {"synchronization": {"executionSummarySupport": True}}},
    {"workspace": {"configuration": True, "fileOperations": {"didCreate": True}}},
    {"textDocument": {"rename": {"prepareSupport": True}, "diagnostic": {}}},
    {
        "general": {"positionEncodings": ["utf-16", "utf-8"]},
        "textDocument": {"synchronization": {"willSave": True}},
        "notebookDocument": {"synchronization": {}},
        "window": {"workDoneProgress": True},
    },
]


@pytest.mark.parametrize("capabilities", CLIENTS)
def test_a_new_client_gets_the_answer_pygls_gives_it(capabilities: dict[str, Any]) -> None:
    tool = _initialize_answer_tool()
    request = _initialize(capabilities)
    expected = tool.pygls_answer(capabilities) if _stored_for_these_libraries() else None
    assert early.predicted(request) == expected


def test_no_answer_is_predicted_for_another_pygls_or_a_client_in_another_shape(
    tmp_path: Path,
) -> None:
    stored = json.loads(early.STORED_ANSWER.read_text("utf-8"))
    other = tmp_path / "answer.json"
    other.write_text(json.dumps({**stored, "pygls": "0.0.1"}))
    assert early.predicted(_initialize({}), other) is None
    assert early.predicted(_initialize({}), tmp_path / "missing.json") is None
    assert early.predicted(_initialize({"general": ["utf-8"]})) is None
    assert early.predicted(_initialize({"general": {"positionEncodings": "utf-8"}})) is None


def test_a_first_start_answers_as_pygls_does_and_only_once(tmp_path: Path) -> None:
    client = _Client(tmp_path / "cache")
    answer = client.session(tmp_path / "serve.sh")
    assert answer["result"] == _initialize_answer_tool().pygls_answer({})
    assert len(client.answers_to(1)) == 1
