"""What `hisparse-fix server` costs an editor: latency from an edit to its diagnostics,
and the server's memory after many edits, measured over stdio as a client sees them.

A 300-line shell recipe (twenty launches, each with a refused `--kv-cache-dtype`) is
opened; then, 20 times, one launch's dtype is changed to a new refused value and the
time until diagnostics naming that value arrive is taken (an edit alone is checked at
once; only an edit of a burst waits `app.DEBOUNCE`). Then 1,000 edits are sent in
bursts of 10, each burst waited for, and the server's resident memory (VmRSS, and its
peak VmHWM) is read from /proc before and after.

    .venv/bin/python benchmarks/server_latency.py [--edits 1000] [--samples 20]

Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

from lsprotocol import types
from pygls.lsp.client import LanguageClient

from hisparse_fix.server.app import DEBOUNCE

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
    """A pygls client that remembers each publication's time and messages."""

    def __init__(self) -> None:
        self.client = LanguageClient("bench", "1")
        self.latest: tuple[float, list[str]] = (0.0, [])
        self.changed = asyncio.Event()

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def published(params: types.PublishDiagnosticsParams) -> None:
            self.latest = (time.perf_counter(), [d.message for d in params.diagnostics])
            self.changed.set()

    async def until(self, word: str) -> float:
        """The time the first publication naming `word` arrived."""
        while not any(word in message for message in self.latest[1]):
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), 60)
        return self.latest[0]


def rss_kib(pid: int) -> dict[str, int]:
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = int(value.split()[0])
    return fields


async def measure(samples: int, edits: int) -> list[tuple[str, str]]:
    bench = Client()
    client = bench.client
    await client.start_io(sys.executable, "-m", "hisparse_fix", "server")
    server = client._server
    assert server is not None
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / ".git").mkdir()
        uri = (root / "serve.sh").as_uri()
        await client.initialize_async(
            types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=root.as_uri())
        )
        client.initialized(types.InitializedParams())
        text = recipe("opened")
        item = types.TextDocumentItem(uri=uri, language_id="shellscript", version=1, text=text)
        client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=item))
        await bench.until("opened")
        version = 1

        def change(dtype: str) -> None:
            nonlocal version
            version += 1
            whole = types.TextDocumentContentChangeWholeDocument(text=recipe(dtype))
            document = types.VersionedTextDocumentIdentifier(uri=uri, version=version)
            client.text_document_did_change(
                types.DidChangeTextDocumentParams(text_document=document, content_changes=[whole])
            )

        latencies = []
        for sample in range(samples):
            word = f"sample{sample}x"
            sent = time.perf_counter()
            change(word)
            latencies.append(await bench.until(word) - sent)
        before = rss_kib(server.pid)
        for burst in range(edits // 10):
            for edit in range(10):
                change(f"edit{burst}x{edit}x")
            await bench.until(f"edit{burst}x9x")
        after = rss_kib(server.pid)
        await client.shutdown_async(None)
        client.exit(None)
        await client.stop()
    median = statistics.median(latencies) * 1000
    alone = check_alone(samples)
    return [
        ("recipe", f"{len(recipe('x').splitlines())} lines, 20 launches"),
        (
            f"change -> diagnostics, median of {samples}",
            f"{median:.0f} ms (an edit of a burst waits {DEBOUNCE * 1000:.0f} ms more)",
        ),
        (f"of which the check (in process), median of {samples}", f"{alone:.0f} ms"),
        ("fastest / slowest", f"{min(latencies) * 1000:.0f} / {max(latencies) * 1000:.0f} ms"),
        (f"RSS after the {samples} samples", f"{before['VmRSS'] / 1024:.1f} MiB"),
        (f"RSS after {edits:,} more edits", f"{after['VmRSS'] / 1024:.1f} MiB"),
        ("peak RSS (VmHWM)", f"{after['VmHWM'] / 1024:.1f} MiB"),
    ]


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
    rows = asyncio.run(measure(args.samples, args.edits))
    print("| measure | value |\n|---|---|")
    for name, value in rows:
        print(f"| {name} | {value} |")


if __name__ == "__main__":
    main()
