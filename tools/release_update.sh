#!/usr/bin/env bash
# Take in a new SGLang release: every list the tool reads from a release's own source or
# parser, written again for the releases of tests/conformance/releases.txt, then the tests
# that ask each release's own parser. The HiSparse table (hisparse_fix/sglang/matrix/
# sglang-*.toml) is read from the release's hisparse_hook.py by a person: this script says
# what to compare, and fails until the table covers the release.
#
#   bash tools/release_update.sh 0.5.24     # a new release, appended to releases.txt
#   bash tools/release_update.sh            # the listed releases again (nothing changes)
#
# Steps, in order (docs/contributing.md, "Add an SGLang release"):
#   1. the release appended to tests/conformance/releases.txt (newest last);
#   2. every release installed (tools/sglang_releases.sh) and the parser's environment
#      built (tools/sglang_env.sh), each once per machine;
#   3. release-options.txt, option-aliases.txt, model-architectures.txt read from the
#      sources (tools/extract_options.py, tools/extract_models.py);
#   4. release-config-keys.txt, boolean-flags.txt asked of each release's own parser
#      (tools/release_facts.py);
#   5. the tests that compare all of it with SGLang: tests/test_release_options.py,
#      tests/test_option_lists.py, tests/test_matrix.py, the per-release conformance.
set -euo pipefail
cd "$(dirname "$0")/.."
RELEASES_FILE=tests/conformance/releases.txt
MATRIX=hisparse_fix/sglang/matrix
ROOT="${HISPARSE_FIX_SGLANG_RELEASES:-$HOME/.cache/hisparse-fix/sglang-releases}"
ENV_DIR="${HISPARSE_FIX_SGLANG_ENV:-$HOME/.cache/hisparse-fix/sglang-0.5.23}"
PYTHON="${PYTHON:-.venv/bin/python}"

if [ $# -gt 1 ]; then
    echo "usage: bash tools/release_update.sh [VERSION]" >&2
    exit 2
fi
if [ $# -eq 1 ] && ! grep -qxF "$1" "$RELEASES_FILE"; then
    if ! [[ "$1" =~ ^[0-9]+\.[0-9]+\.[0-9]+(\.post[0-9]+)?$ ]]; then
        echo "release_update: $1 is not an SGLang version (0.5.24, 0.5.24.post1)" >&2
        exit 2
    fi
    echo "$1" >> "$RELEASES_FILE"
    echo "release_update: $1 added to $RELEASES_FILE"
fi
mapfile -t RELEASES < "$RELEASES_FILE"
NEWEST="${RELEASES[-1]}"

bash tools/sglang_env.sh
bash tools/sglang_releases.sh

write() {  # write FILE COMMAND...: the command's output as FILE, said when it changed
    local target="$1" temporary
    shift
    temporary="$(mktemp)"
    "$@" > "$temporary"
    if cmp -s "$temporary" "$target"; then
        echo "release_update: $target unchanged"
    else
        mv "$temporary" "$target"
        echo "release_update: $target written"
    fi
    rm -f "$temporary"
}

write "$MATRIX/release-options.txt" \
    "$PYTHON" tools/extract_options.py --releases "$ROOT" "$RELEASES_FILE"
write "$MATRIX/option-aliases.txt" \
    "$PYTHON" tools/extract_options.py "$ROOT/$NEWEST/sglang" "$NEWEST" --aliases
write "$MATRIX/model-architectures.txt" \
    "$PYTHON" tools/extract_models.py "$ROOT" "${RELEASES[@]}"
write "$MATRIX/release-config-keys.txt" \
    "$ENV_DIR/bin/python" tools/release_facts.py "$ROOT" "$RELEASES_FILE" --config-keys
write "$MATRIX/boolean-flags.txt" \
    "$ENV_DIR/bin/python" tools/release_facts.py "$ROOT" "$RELEASES_FILE" --flags

if ! grep -qx "last = \"$NEWEST\"" "$MATRIX"/sglang-*.toml; then
    echo "release_update: no table of $MATRIX ends at $NEWEST. Compare" >&2
    echo "  $ROOT/$NEWEST/sglang/srt/arg_groups/hisparse_hook.py (and overrides.py)" >&2
    echo "with the release before it: unchanged, set the newest table's last = \"$NEWEST\";" >&2
    echo "changed, write sglang-$NEWEST.toml from it (docs/contributing.md)." >&2
    exit 1
fi
"$PYTHON" -m pytest -q -p no:randomly tests/test_release_options.py tests/test_option_lists.py \
    tests/test_matrix.py tests/test_conformance_releases.py
