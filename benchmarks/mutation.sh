#!/usr/bin/env bash
# Scheduled (not in .ci/run: it takes one to two hours on two cores): the mutation run of
# the core and the readers (docs/mutation.md). Writes every outcome to the JSON file named (by default
# in $TMPDIR) and exits 1 when a mutant that is not listed as equivalent survives.
set -euo pipefail
cd "$(dirname "$0")/.."
exec .venv/bin/python -m tools.mutation --jobs "${JOBS:-2}" \
  --json "${1:-${TMPDIR:-/tmp}/hisparse-fix-mutation.json}"
