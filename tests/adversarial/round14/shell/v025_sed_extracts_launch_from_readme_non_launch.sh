#!/usr/bin/env bash
# show the documented HiSparse launch line (from the first python3 line up to the
# line that does not end in a backslash)
sed -n '/^python3 -m sglang.launch_server.*--enable-hisparse/,/[^\\]$/p' docs/README.md
