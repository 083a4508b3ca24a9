"""`hisparse-fix server`: a language server (pygls, LSP 3.17) for every format the tool
reads, on the same API as `hisparse_fix.check` and `hisparse_fix.fix`.

Imported only by `hisparse-fix server`, so the command line never loads pygls.
"""

from __future__ import annotations


def serve() -> None:
    """Run the server on standard input and output until the client ends it."""
    from hisparse_fix.server.app import HisparseServer

    HisparseServer().start_io()
