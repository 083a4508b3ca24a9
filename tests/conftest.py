"""Shared helpers: run the pipeline on a fixture the way the command line does."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import ModuleType

import pytest

from hisparse_fix.engine.pipeline import Result, process_bytes
from hisparse_fix.formats import format_for
from hisparse_fix.outputs.report import finding_line
from hisparse_fix.sglang.settings import Settings

# The suite starts hundreds of interpreters (the command line, the language server, the
# pre-commit hooks, worker processes): where the environment forbids bytecode files
# (PYTHONDONTWRITEBYTECODE), each would compile the package anew, and pytest would rewrite
# every test module's asserts on every run. The files are written, as Python does by default.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

collect_ignore = ["differential/pyfakes", "adversarial"]
"""Stand-ins for sglang and torch that the differential test runs fixtures against, and
the adversarial corpus's launch files (some named like tests): read, never run."""

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
SNAPSHOTS = Path(__file__).resolve().parent / "snapshots"
MODELS = "models"
"""`fixtures/models/`: local model folders (a `config.json` each) the fixtures serve."""


def fixture_files() -> list[Path]:
    return sorted(
        path
        for path in FIXTURES.rglob("*")
        if path.is_file()
        and path.name != "README.md"
        and path.relative_to(FIXTURES).parts[0] != MODELS
        and not any(part.startswith(".") for part in path.relative_to(FIXTURES).parts)
    )


@pytest.fixture(autouse=True, scope="session")
def _run_from_the_root() -> None:
    """Fixtures name local model folders relative to the root (`fixtures/models/...`),
    which SGLang and the tool resolve against the working directory."""
    os.chdir(ROOT)


@pytest.fixture(autouse=True)
def _cache_of_its_own(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each test's runs remember their results in a cache folder of the test's own: none
    is written in the repository, and no test is answered by another's verdict (a test
    that patches an adapter would otherwise be answered from the cache)."""
    monkeypatch.setenv("HISPARSE_FIX_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))


def load_tool(name: str) -> ModuleType:
    """A script of `tools/` (`tools/NAME.py`) imported by its path: tools are no package."""
    path = ROOT / "tools" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_fixture(path: Path, settings: Settings | None = None) -> Result:
    data = path.read_bytes()
    fmt = format_for(path, data[:256].decode("utf-8", "replace"))
    assert fmt is not None, f"no adapter reads {path}"
    label = path.relative_to(FIXTURES).as_posix()
    return process_bytes(label, data, fmt, settings or Settings())


def output_bytes(result: Result, path: Path) -> bytes:
    """The file as the fix leaves it: the original bytes when nothing changes."""
    if not result.changed:
        return path.read_bytes()
    return result.fixed.encode("utf-8", "surrogateescape")


def imported_by_a_run(
    args: Sequence[str], prefixes: Sequence[str], env: Mapping[str, str] | None = None
) -> tuple[str, list[str]]:
    """The report of a command-line run in a fresh interpreter, and the modules it
    imported whose names start with one of `prefixes`."""
    probe = (
        "import sys\n"
        "from hisparse_fix.cli import main\n"
        "try:\n"
        "    main(sys.argv[1:])\n"
        "except SystemExit:\n"
        "    pass\n"
        f"loaded = sorted(m for m in sys.modules if m.startswith({tuple(prefixes)!r}))\n"
        "print('imported:', *loaded, file=sys.stderr)\n"
    )
    completed = subprocess.run(
        [sys.executable, "-c", probe, *args],
        capture_output=True,
        text=True,
        check=False,
        env=None if env is None else {**os.environ, **env},
    )
    last = completed.stderr.strip().splitlines()[-1]
    assert last.startswith("imported:"), completed.stderr
    return completed.stdout, last.split()[1:]


def findings_text(result: Result) -> str:
    lines = [finding_line(result.path, item) for item in result.findings]
    if result.problem is not None:
        lines.append(f"error: {result.problem.message}")
    if result.skipped:
        lines.append(f"skipped: {result.note}")
    return "\n".join(lines) + "\n" if lines else "(no findings)\n"


@pytest.fixture
def settings() -> Settings:
    return Settings()


@pytest.fixture
def late_registry(monkeypatch: pytest.MonkeyPatch):
    """The rule registry as a copy a test may register rules in; the run order and the
    tolerating rules worked out from it are forgotten on the way in and out."""
    import hisparse_fix.rules as rules_package

    rules_package.all_rules()
    monkeypatch.setattr(rules_package, "REGISTRY", dict(rules_package.REGISTRY))
    yield rules_package.REGISTRY
    monkeypatch.undo()
    rules_package._run_order.cache_clear()
    rules_package._tolerating.cache_clear()
