"""`hisparse-fix server`: a language server (pygls, LSP 3.17) for every format the tool
reads, on the same API as `hisparse_fix.check` and `hisparse_fix.fix`.

Imported only by `hisparse-fix server`, so the command line never loads pygls; the
server itself loads it only after answering `initialize` when it can (`early`).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import BinaryIO


def serve(
    stdin: BinaryIO | None = None,
    stdout: BinaryIO | None = None,
    answers: Path | None = None,
) -> None:
    """Run the server on standard input and output until the client ends it."""
    from hisparse_fix.server import early

    reader, writer = early.start(
        stdin or sys.stdin.buffer,
        stdout or sys.stdout.buffer,
        early.answers_folder() if answers is None else answers,
    )
    from hisparse_fix.server.app import HisparseServer

    HisparseServer().start_io(reader, writer)  # type: ignore[arg-type]
