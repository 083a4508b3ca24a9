"""The alias and model lists bundled in `hisparse_fix/sglang/matrix/` are SGLang's own: what the
extractors read from the installed sources (`tests/conformance/README.md` installs them;
without them these tests skip, except in CI). The option lists, the flags that take no
value and the refused `--config` keys are checked against every release's own parser
in `tests/test_release_options.py`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.conformance.releases import RELEASES, releases_root
from tests.test_release_options import _installed

ROOT = Path(__file__).resolve().parent.parent
MATRIX = ROOT / "hisparse_fix" / "sglang" / "matrix"


def _extracted(script: str, *arguments: str) -> str:
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / script), *arguments],
        capture_output=True,
        text=True,
        check=True,
    )
    return run.stdout


def test_the_aliases_are_what_the_extractor_reads() -> None:
    _installed()
    source = str(releases_root() / "0.5.23" / "sglang")
    written = _extracted("extract_options.py", source, "0.5.23", "--aliases")
    assert written == (MATRIX / "option-aliases.txt").read_text(encoding="utf-8")


def test_the_model_architectures_are_what_the_extractor_reads() -> None:
    _installed()
    written = _extracted("extract_models.py", str(releases_root()), *RELEASES)
    assert written == (MATRIX / "model-architectures.txt").read_text(encoding="utf-8")
