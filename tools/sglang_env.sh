#!/usr/bin/env bash
# Build, once per machine, the virtualenv the SGLang conformance test runs SGLang's own
# parser in (tests/test_conformance.py, tests/conformance/README.md).
#
# It lives outside the repo, at $HISPARSE_FIX_SGLANG_ENV or
# ~/.cache/hisparse-fix/sglang-0.5.23, and holds `sglang==0.5.23 --no-deps` plus what
# `import sglang.srt.server_args` and `ServerArgs.add_cli_args` need on a CPU machine
# (torch with its CUDA libraries: about 6 GB). A marker written last makes a half-built
# environment (an interrupted run) count as absent: the next run starts it over. A lock
# keeps two runs from building at once. Prints one line: built or reused, and the time.
set -euo pipefail

ENV_DIR="${HISPARSE_FIX_SGLANG_ENV:-$HOME/.cache/hisparse-fix/sglang-0.5.23}"
PYTHON="${PYTHON:-python3}"
SGLANG="sglang==0.5.23"
# Measured: what the import of sglang.srt.server_args asks for on a CPU machine.
# Versions pinned where sglang 0.5.23's own metadata pins them.
DEPENDENCIES=(
    torch==2.14.1
    numpy orjson psutil pybase64 requests typing_extensions msgspec
    packaging pillow fastapi pyzmq tqdm IPython aiohttp pyyaml
)
SPEC="$SGLANG ${DEPENDENCIES[*]}"
MARKER="$ENV_DIR/.hisparse-fix-complete"
start=$(date +%s)

elapsed() { echo "$(($(date +%s) - start))s"; }

mkdir -p "$(dirname "$ENV_DIR")"
exec 9>"$ENV_DIR.lock"
flock 9

if [[ -f "$MARKER" && "$(cat "$MARKER")" == "$SPEC" ]]; then
    echo "sglang env: reused $ENV_DIR ($(elapsed) to check)"
    exit 0
fi

"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || {
    echo "sglang env: $SGLANG needs Python 3.11 or newer; set PYTHON=python3.11" >&2
    exit 1
}
rm -rf "$ENV_DIR"
"$PYTHON" -m venv "$ENV_DIR"
# sglang is installed without its (GPU-only) dependencies, so pip lists each one it misses.
pip() {
    "$ENV_DIR/bin/python" -m pip install --quiet --disable-pip-version-check "$@" 2> >(
        grep -v -E "^sglang .* requires .*, which is not installed|dependency resolver does not|is ignored: it is neither" >&2
    )
}
pip --no-deps "$SGLANG"
pip "${DEPENDENCIES[@]}"
"$ENV_DIR/bin/python" - <<'EOF'
import argparse

from sglang.srt.arg_groups import hisparse_hook, pd_disaggregation_hook  # noqa: F401
from sglang.srt.arg_groups.model_overrides import deepseek_v2  # noqa: F401
from sglang.srt.utils import server_args_config_parser  # noqa: F401
from sglang.srt.server_args import ServerArgs

ServerArgs.add_cli_args(argparse.ArgumentParser())
EOF
printf '%s\n' "$SPEC" >"$MARKER.partial"
mv "$MARKER.partial" "$MARKER"
echo "sglang env: built $ENV_DIR ($(elapsed), $(du -sh "$ENV_DIR" | cut -f1))"
