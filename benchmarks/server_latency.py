"""What `hisparse-fix server` costs an editor, beside `ruff server` in the same run:
the time to answer `initialize` (from starting the process: the first start, and a
later one, which hisparse-fix answers from what it answered before), the latency from an edit
to its diagnostics, and the server's memory after many edits, over stdio as a client
sees them.

hisparse-fix gets a 300-line shell recipe (twenty launches, each with a refused
`--kv-cache-dtype`); ruff gets a 300-line Python module (twenty blocks, each with an
unused import). Each is opened; then, `--samples` times, one launch's dtype (one import's
name) is changed and the time until diagnostics naming the new word arrive is taken. An
edit is checked at once; edits made during a check are checked when it ends. Then
hisparse-fix gets `--edits` more edits in bursts of 10, each burst waited for, and its
resident memory (VmRSS, and its peak VmHWM) is read from /proc before and after.

    .venv/bin/python benchmarks/server_latency.py [--edits 1000] [--samples 20]

Prints a Markdown table; ruff's column is left out when `ruff` is not installed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

LAUNCH = """\
# launch {index}: DeepSeek-V3.2 with HiSparse
python3 -m sglang.launch_server \\
  --model-path deepseek-ai/DeepSeek-V3.2 \\
  --tp 8 \\
  --trust-remote-code \\
  --mem-fraction-static 0.85 \\
  --disable-radix-cache \\
  --enable-hisparse \\
  --kv-cache-dtype {dtype} \\
  --hisparse-config '{{"top_k": 2048}}' \\
  --log-level info \\
  --host 0.0.0.0 \\
  --port {port} &
echo started {index}

"""


def recipe(first_dtype: str) -> str:
    """300 lines: a header and twenty 15-line launches."""
    text = "".join(
        LAUNCH.format(index=i, dtype=first_dtype if i == 0 else "fp8_e5m2", port=30000 + i)
        for i in range(20)
    )
    text = "#!/usr/bin/env bash\n" + text.rstrip("\n") + "\n"
    assert len(text.splitlines()) == 300
    return text


class Client:
    """The same minimal client for both servers: JSON-RPC over the server's stdio, as an
    editor speaks it, taking each message as it comes (no types: each server answers in
    its own shape). It answers the server's requests with null and remembers when each
    publication of diagnostics came and what it said."""

    def __init__(self) -> None:
        self.latest: tuple[float, list[str]] = (0.0, [])
        self.changed = asyncio.Event()
        self.answers: dict[int, asyncio.Future[Any]] = {}
        self.next_id = 0

    async def start(self, command: list[str], env: dict[str, str] | None = None) -> int:
        self.process = await asyncio.create_subprocess_exec(
            *command,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL,
            env=env,
        )
        self.reading = asyncio.ensure_future(self._read())
        return self.process.pid

    def _write(self, message: dict[str, Any]) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    async def request(self, method: str, params: Any) -> Any:
        self.next_id += 1
        answer = self.answers[self.next_id] = asyncio.get_running_loop().create_future()
        self._write({"id": self.next_id, "method": method, "params": params})
        return await asyncio.wait_for(answer, 60)

    def notify(self, method: str, params: Any) -> None:
        self._write({"method": method, "params": params})

    async def _read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        while True:
            length = 0
            while (line := await stream.readline()) not in (b"\r\n", b""):
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            if not line:
                return
            message = json.loads(await stream.readexactly(length))
            if "method" not in message:
                self.answers.pop(message["id"]).set_result(message.get("result"))
            elif "id" in message:  # a request of the server's: configuration, progress
                self._write({"id": message["id"], "result": None})
            elif message["method"] == "textDocument/publishDiagnostics":
                shown = [item["message"] for item in message["params"]["diagnostics"]]
                self.latest = (time.perf_counter(), shown)
                self.changed.set()

    async def until(self, word: str) -> float:
        """The time the first publication naming `word` arrived."""
        while not any(word in message for message in self.latest[1]):
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), 60)
        return self.latest[0]

    async def stop(self) -> None:
        await self.request("shutdown", None)
        self.notify("exit", None)
        await asyncio.wait_for(self.process.wait(), 10)
        self.reading.cancel()


def rss_kib(pid: int) -> dict[str, int]:
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = int(value.split()[0])
    return fields


class Server(NamedTuple):
    command: list[str]
    name: str
    language: str
    text: Callable[[str], str]
    """The document with one changeable word."""


def python_module(word: str) -> str:
    """300 lines: twenty 15-line blocks, the first importing `word` and never using it."""
    lines = []
    for index in range(20):
        lines += [f"import {word if index == 0 else 'json'}", "", "", f"def block_{index}(value):"]
        lines += ["    value += 1"] * 10 + ["    return value"]
    assert len(lines) == 300
    return "\n".join(lines) + "\n"


async def first_start(server: Server, env: dict[str, str] | None) -> dict[str, str]:
    """`initialize` of a server's first start with this client (hisparse-fix: nothing
    remembered in its answers folder yet); the rows after it are of a later start."""
    client = Client()
    started = time.perf_counter()
    await client.start(server.command, env)
    await client.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    initialized = time.perf_counter() - started
    client.notify("initialized", {})
    await client.stop()
    return {"`initialize` answered, first start": f"{initialized * 1000:.0f} ms"}


async def measure(
    server: Server, samples: int, edits: int, env: dict[str, str] | None = None
) -> dict[str, str]:
    client = Client()
    started = time.perf_counter()
    pid = await client.start(server.command, env)
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / ".git").mkdir()
        uri = (root / server.name).as_uri()
        await client.request(
            "initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {}}
        )
        initialized = time.perf_counter() - started
        client.notify("initialized", {})
        opened = time.perf_counter()
        item = {
            "uri": uri,
            "languageId": server.language,
            "version": 1,
            "text": server.text("opened"),
        }
        client.notify("textDocument/didOpen", {"textDocument": item})
        first = await client.until("opened") - opened
        version = 1

        def change(word: str) -> None:
            nonlocal version
            version += 1
            client.notify(
                "textDocument/didChange",
                {
                    "textDocument": {"uri": uri, "version": version},
                    "contentChanges": [{"text": server.text(word)}],
                },
            )

        latencies = []
        for sample in range(samples):
            word = f"sample{sample}x"
            sent = time.perf_counter()
            change(word)
            latencies.append(await client.until(word) - sent)
        before = rss_kib(pid)
        for burst in range(edits // 10):
            for edit in range(10):
                change(f"edit{burst}x{edit}x")
            await client.until(f"edit{burst}x9x")
        after = rss_kib(pid)
        await client.stop()
    return {
        "`initialize` answered, a later start": f"{initialized * 1000:.0f} ms",
        "open -> diagnostics": f"{first * 1000:.0f} ms",
        f"edit -> diagnostics, median of {samples}": (
            f"{statistics.median(latencies) * 1000:.0f} ms"
        ),
        "fastest / slowest edit": (f"{min(latencies) * 1000:.0f} / {max(latencies) * 1000:.0f} ms"),
        f"RSS after the {samples} edits": f"{before['VmRSS'] / 1024:.1f} MiB",
        f"RSS after {edits:,} more edits": f"{after['VmRSS'] / 1024:.1f} MiB",
        "peak RSS (VmHWM)": f"{after['VmHWM'] / 1024:.1f} MiB",
    }


def check_alone(samples: int) -> float:
    """The API's check of the same recipe, in this process: the latency without the
    protocol (milliseconds, median)."""
    import hisparse_fix

    times = []
    for sample in range(samples):
        text = recipe(f"alone{sample}x")
        start = time.perf_counter()
        hisparse_fix.fix(text, path="serve.sh")
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--edits", type=int, default=1000)
    args = parser.parse_args()
    ours = Server(
        [sys.executable, "-m", "hisparse_fix", "server"], "serve.sh", "shellscript", recipe
    )
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "HISPARSE_FIX_CACHE_DIR": cache}
        columns = {
            "hisparse-fix server": {
                **asyncio.run(first_start(ours, env)),
                **asyncio.run(measure(ours, args.samples, args.edits, env)),
            }
        }
    ruff = shutil.which("ruff") or shutil.which("ruff", path=str(Path(sys.executable).parent))
    if ruff is not None:
        theirs = Server([ruff, "server"], "module.py", "python", python_module)
        columns["ruff server"] = {
            **asyncio.run(first_start(theirs, None)),
            **asyncio.run(measure(theirs, args.samples, args.edits)),
        }
    print("| measure | " + " | ".join(columns) + " |")
    print("|---|" + "---:|" * len(columns))
    for row in columns["hisparse-fix server"]:
        print(f"| {row} | " + " | ".join(column.get(row, "") for column in columns.values()) + " |")
    alone = check_alone(args.samples)
    print(f"\nThe recipe's check in this process (the API's `fix`), median: {alone:.0f} ms.")


if __name__ == "__main__":
    main()
