#!/usr/bin/env bash
# Install, once per machine, every SGLang release the per-release conformance test
# judges with (tests/test_conformance_releases.py, tests/conformance/README.md).
#
# Each release goes `--no-deps --target` into its own directory under
# $HISPARSE_FIX_SGLANG_RELEASES or ~/.cache/hisparse-fix/sglang-releases (30-130 MB
# each, no torch); the test runs them with the python of the 0.5.23 virtualenv
# tools/sglang_env.sh builds (torch and the rest come from there), with PYTHONPATH
# naming the release's directory, then `_deps`: what releases older than 0.5.21 import
# on top of it (measured: `import sglang.srt.server_args` and `add_cli_args`).
# A marker written last per directory makes a half-built one count as absent; a lock
# keeps two runs apart. Prints one line: built or reused, and the time.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT="${HISPARSE_FIX_SGLANG_RELEASES:-$HOME/.cache/hisparse-fix/sglang-releases}"
ENV_DIR="${HISPARSE_FIX_SGLANG_ENV:-$HOME/.cache/hisparse-fix/sglang-0.5.23}"
PYTHON="$ENV_DIR/bin/python"
mapfile -t RELEASES < tests/conformance/releases.txt
# Pinned where the releases' own metadata pins them (transformers and openai as
# 0.5.15-0.5.21 pin them); the first three without their dependencies (they pin torch).
NO_DEPS=(torchvision==0.29.1 apache-tvm-ffi==0.1.11 xgrammar==0.2.1)
WITH_DEPS=(transformers==5.12.1 openai==2.6.1 partial_json_parser dill sentencepiece)
start=$(date +%s)
built=()

elapsed() { echo "$(($(date +%s) - start))s"; }

[[ -x "$PYTHON" ]] || { echo "sglang releases: run tools/sglang_env.sh first" >&2; exit 1; }
mkdir -p "$ROOT"
exec 9>"$ROOT.lock"
flock 9

pip() {
    "$PYTHON" -m pip install --quiet --disable-pip-version-check --no-compile "$@" 2> >(
        grep -v -E " requires .*, which is not installed| requires .*, but you have|dependency resolver does not|is ignored: it is neither|Target directory .* already exists" >&2
    )
}

release() { pip --target "$ROOT/$1" --no-deps "sglang==$1"; }

# install NAME SPEC COMMAND: run COMMAND NAME unless the marker of NAME says SPEC is there.
install() {
    local dir="$ROOT/$1" spec="$2"
    [[ -f "$dir/.complete" && "$(cat "$dir/.complete")" == "$spec" ]] && return 0
    rm -rf "$dir"
    "$3" "$1"
    printf '%s\n' "$spec" >"$dir/.complete"
    built+=("$(basename "$dir")")
}

deps() {
    pip --target "$ROOT/_deps" "${WITH_DEPS[@]}"
    pip --target "$ROOT/_deps" --upgrade --no-deps "${NO_DEPS[@]}"
}
install _deps "${WITH_DEPS[*]} ${NO_DEPS[*]}" deps
for release in "${RELEASES[@]}"; do
    install "$release" "sglang==$release" release
done
if ((${#built[@]})); then
    echo "sglang releases: built ${built[*]} in $ROOT ($(elapsed), $(du -sh "$ROOT" | cut -f1))"
else
    echo "sglang releases: reused $ROOT (${#RELEASES[@]} releases, $(elapsed) to check)"
fi
