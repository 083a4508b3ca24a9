"""The result cache: a run answered from it says exactly what a run without it says,
whatever changed in between (settings, a byte of the file, a model folder it read),
and a cache that cannot be trusted is judged again, never believed."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main
from hisparse_fix.engine import pipeline as engine
from hisparse_fix.engine.files import Snapshot
from hisparse_fix.formats import BY_NAME
from hisparse_fix.project import batch, cache
from hisparse_fix.sglang.settings import Settings
from tests.conftest import FIXTURES, ROOT, imported_by_a_run

LAUNCH = "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
MODEL_LAUNCH = (
    "python3 -m sglang.launch_server --model-path {model} --enable-hisparse"
    " --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
)


def run(*args: str, cache_dir: Path | None = None) -> tuple[int, str]:
    env = {"HISPARSE_FIX_CACHE_DIR": str(cache_dir)} if cache_dir is not None else {}
    result = CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)
    return result.exit_code, re.sub(
        r" in [0-9.]+ s:", " in T s:", result.stdout
    )  # a long run's time


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts parsed by the runs of a test (each miss of the cache is one), all in
    this process."""
    monkeypatch.setattr(batch, "PARALLEL_MIN_FILES", 10**6)
    parsed: list[str] = []
    real = engine.fix_text

    def counted(text, fmt, settings, **options):  # type: ignore[no-untyped-def]
        parsed.append(text)
        return real(text, fmt, settings, **options)

    monkeypatch.setattr(engine, "fix_text", counted)
    return parsed


class _Any(str):
    def __eq__(self, other: object) -> bool:
        return isinstance(other, str)

    __hash__ = str.__hash__


ANY_REPORT = _Any()


def entries(folder: Path) -> list[Path]:
    """The cache's entries, named by their key (not its indexes)."""
    return sorted(path for path in folder.glob("*/*.json") if _KEY.fullmatch(path.stem))


_KEY = re.compile(r"[0-9a-f]{40}")


# The same answers with and without the cache


SETTINGS_CHANGES = [
    (),
    ("--platform", "rocm"),
    ("--sglang-version", "0.5.15"),
    ("--select", "HSF002,HSF003"),
    ("--ignore", "HSF004"),
    ("--scope", "all"),
    ("--backend-fix", "replace"),
    ("--gpu", "hopper"),
    ("--kv-cache-dtype-target", "bfloat16"),
    ("--strict",),
]


@pytest.mark.parametrize("report", [("--format", "json"), ("--diff", "--check")])
def test_every_fixture_is_answered_alike_with_and_without_the_cache(
    tmp_path: Path, report: tuple[str, ...]
) -> None:
    """Every fixture, as a json report (findings, their fixes) and as a diff, with exit
    codes: the run that fills the cache and the run it answers say what `--no-cache` says."""
    folder = tmp_path / "cache"
    alone = run(*report, "--no-cache", "fixtures")
    assert alone[1].strip(), "the fixtures have findings"
    assert run(*report, "fixtures", cache_dir=folder) == alone
    assert entries(folder), "the run filled the cache"
    assert run(*report, "fixtures", cache_dir=folder) == alone


def test_each_settings_change_is_answered_as_without_the_cache(
    tmp_path: Path, parses: list[str]
) -> None:
    """One cache across every kind of settings change: no verdict of one serves another."""
    folder = tmp_path / "cache"
    paths = [str(path) for path in sorted(FIXTURES.glob("*/0[1-3]_*")) if path.is_file()]
    for change in SETTINGS_CHANGES:
        args = ("--format", "json", *change, *paths)
        alone = run(*args, "--no-cache")
        parses.clear()
        assert run(*args, cache_dir=folder) == alone, change
        assert parses, f"{change}: a settings change is a miss"
        parses.clear()
        assert run(*args, cache_dir=folder) == alone, change
        assert not parses, f"{change}: the same settings again are answered by the cache"


# What is a miss


def _repo(root: Path, settings: str = "") -> Path:
    (root / ".git").mkdir(parents=True)
    (root / "hisparse-fix.toml").write_text(settings)
    (root / "rocm").mkdir()
    (root / "rocm" / "serve.sh").write_text(LAUNCH)
    (root / "serve.sh").write_text(LAUNCH)
    return root


def test_a_byte_changed_is_a_miss_and_the_same_bytes_a_hit(
    tmp_path: Path, parses: list[str]
) -> None:
    repo = _repo(tmp_path / "repo")
    folder = tmp_path / "cache"
    run("--check", str(repo), cache_dir=folder)
    assert len(parses) == 2
    parses.clear()
    assert run("--check", str(repo), cache_dir=folder)[0] == 1
    assert parses == []
    (repo / "serve.sh").write_text(LAUNCH.replace("e5m2", "e4m3"))
    edited = run("--check", str(repo), cache_dir=folder)
    assert len(parses) == 1 and "fp8_e4m3" in parses[0]
    assert edited == run("--check", "--no-cache", str(repo))


@pytest.mark.parametrize(
    "settings",
    [
        'platform = "rocm"\n',
        'sglang-version = "0.5.15"\n',
        'select = ["HSF002"]\n',
        '[per-file-settings]\n"rocm/*" = { platform = "rocm" }\n',
        'backend-fix = "replace"\n',
    ],
)
def test_a_settings_file_edited_is_a_miss(tmp_path: Path, parses: list[str], settings: str) -> None:
    repo = _repo(tmp_path / "repo")
    folder = tmp_path / "cache"
    run("--check", str(repo), cache_dir=folder)
    parses.clear()
    (repo / "hisparse-fix.toml").write_text(settings)
    edited = run("--check", "--format", "json", str(repo), cache_dir=folder)
    assert parses, "a settings file edited is a miss"
    assert edited == run("--check", "--format", "json", "--no-cache", str(repo))


def test_a_local_model_folder_read_is_part_of_the_verdict(
    tmp_path: Path, parses: list[str]
) -> None:
    """A launch judged by its local model folder's config.json: the entry holds the
    file's state, so an edited, removed or newly made config.json is a miss."""
    model = tmp_path / "model"
    model.mkdir()
    shutil.copy(FIXTURES / "models" / "hunyuan-v4" / "config.json", model / "config.json")
    script = tmp_path / "serve.sh"
    script.write_text(MODEL_LAUNCH.format(model=model))
    folder = tmp_path / "cache"
    args = ("--check", "--format", "json", "--sglang-version", "0.5.20", str(script))

    def same_as_without() -> tuple[str, bool]:
        """The cached run's report (the same as without the cache), and whether it parsed."""
        parses.clear()
        out = run(*args, cache_dir=folder)
        parsed = bool(parses)
        assert out == run(*args, "--no-cache")
        return out[1], parsed

    assert same_as_without() == (ANY_REPORT, True)
    sinks, parsed = same_as_without()
    assert "HSF109" in sinks and not parsed, "nothing changed: a hit"
    config = json.loads((model / "config.json").read_text())
    config["architectures"] = ["LlamaForCausalLM"]
    (model / "config.json").write_text(json.dumps(config))
    report, parsed = same_as_without()
    assert "HSF109" not in report and parsed
    (model / "config.json").unlink()
    assert same_as_without()[1], "a config.json removed is a miss"
    shutil.copy(FIXTURES / "models" / "hunyuan-v4" / "config.json", model / "config.json")
    report, parsed = same_as_without()
    assert "HSF109" in report and parsed, "a config.json made is a miss"


def test_each_file_read_besides_is_remembered_once(tmp_path: Path) -> None:
    """Several rules ask about a launch's model folder: its config.json is one read of
    the entry, so a hit checks it once."""
    model = tmp_path / "model"
    model.mkdir()
    shutil.copy(FIXTURES / "models" / "hunyuan-v4" / "config.json", model / "config.json")
    script = tmp_path / "serve.sh"
    script.write_text(MODEL_LAUNCH.format(model=model))
    run("--check", "--sglang-version", "0.5.20", str(script), cache_dir=tmp_path / "cache")
    (entry,) = entries(tmp_path / "cache")
    reads = json.loads(entry.read_text())["reads"]
    assert [path for path, _ in reads] == [str(model / "config.json")]


def test_a_model_folder_named_relative_to_the_current_folder_is_found_from_it(
    tmp_path: Path,
) -> None:
    """The same file run from two folders, only one of which holds `models/m`: the
    first run's verdict, which read `models/m/config.json`, does not answer the second."""
    here, there = tmp_path / "here", tmp_path / "there"
    (here / "models" / "m").mkdir(parents=True)
    there.mkdir()
    shutil.copy(FIXTURES / "models" / "hunyuan-v4" / "config.json", here / "models" / "m")
    script = tmp_path / "serve.sh"
    script.write_text(MODEL_LAUNCH.format(model="models/m"))
    folder = tmp_path / "cache"
    args = ("--check", "--format", "json", "--sglang-version", "0.5.20", str(script))
    reports = []
    for start in (here, there):
        os.chdir(start)
        try:
            reports.append(run(*args, cache_dir=folder))
            assert reports[-1] == run(*args, "--no-cache")
        finally:
            os.chdir(ROOT)
    assert "HSF109" in reports[0][1] and "HSF109" not in reports[1][1]


def test_the_cache_dir_option_names_the_folder(tmp_path: Path) -> None:
    script = tmp_path / "serve.sh"
    script.write_text(LAUNCH)
    CliRunner().invoke(
        main,
        ["--check", "--cache-dir", str(tmp_path / "chosen"), str(script)],
        env={"HISPARSE_FIX_CACHE_DIR": None},
    )
    assert entries(tmp_path / "chosen")


def test_each_format_of_report_is_its_own_entry(tmp_path: Path) -> None:
    """The text report's findings carry no fix of their own; a json run after it must
    not be answered by them."""
    script = tmp_path / "serve.sh"
    script.write_text(LAUNCH)
    folder = tmp_path / "cache"
    run("--check", str(script), cache_dir=folder)
    cached = run("--check", "--format", "json", str(script), cache_dir=folder)
    assert cached == run("--check", "--format", "json", "--no-cache", str(script))
    assert any(item["fix"] for item in json.loads(cached[1])), "a json finding holds its fix"


# --write


def test_write_remembers_the_written_bytes_verdict(tmp_path: Path, parses: list[str]) -> None:
    repo = _repo(tmp_path / "repo")
    folder = tmp_path / "cache"
    assert run("--write", str(repo), cache_dir=folder)[0] == 0
    written = (repo / "serve.sh").read_text()
    assert written != LAUNCH
    parses.clear()
    cached = run("--check", str(repo), cache_dir=folder)
    assert parses == [], "the written files are answered by the cache"
    assert cached == run("--check", "--no-cache", str(repo))


def test_write_answered_by_the_cache_still_writes(tmp_path: Path, parses: list[str]) -> None:
    """A `--diff` run's entries (judged with the second pass, as a write needs) answer
    the `--write` run after it."""
    repo = _repo(tmp_path / "repo")
    folder = tmp_path / "cache"
    run("--diff", str(repo), cache_dir=folder)
    parses.clear()
    assert run("--write", str(repo), cache_dir=folder)[0] == 0
    assert parses == []
    fixed = engine.fix_text(LAUNCH, BY_NAME["shell"], Settings()).text
    assert (repo / "serve.sh").read_text() == fixed
    parses.clear()
    assert run("--check", str(repo), cache_dir=folder)[0] == 0
    assert parses == [], "the bytes written are remembered too"


def test_a_write_refused_is_not_remembered_as_the_verdict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file changed on disk before the write: the error is this run's, not the bytes'."""
    repo = _repo(tmp_path / "repo")
    folder = tmp_path / "cache"

    def changed(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise engine.ChangedOnDiskError("changed on disk since it was read")

    with monkeypatch.context() as patched:
        patched.setattr(engine, "write_atomic", changed)
        assert run("--write", str(repo), cache_dir=folder)[0] == 2
    assert (repo / "serve.sh").read_text() == LAUNCH
    assert run("--check", str(repo), cache_dir=folder) == run("--check", "--no-cache", str(repo))


# The folder


def test_the_cache_is_in_the_project_root_ignored_by_git_and_tagged(tmp_path: Path) -> None:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    repo = tmp_path / "repo"
    (repo / "deep" / "er").mkdir(parents=True)
    (repo / "serve.sh").write_text(LAUNCH)
    subprocess.run(["git", "-C", str(repo), "init", "-q"], check=True)
    os.chdir(repo / "deep" / "er")
    try:
        CliRunner().invoke(
            main, ["--check", "../../serve.sh"], env={"HISPARSE_FIX_CACHE_DIR": None}
        )
    finally:
        os.chdir(ROOT)
    made = repo / cache.FOLDER
    assert (made / ".gitignore").read_text().splitlines()[-1] == "*"
    assert (
        (made / "CACHEDIR.TAG")
        .read_text()
        .startswith("Signature: 8a477f597d28d172789f06886806bc55")
    )
    assert entries(made)
    status = subprocess.run(
        ["git", "-C", str(repo), "status", "--porcelain", "--untracked-files=all"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert status.splitlines() == ["?? serve.sh"]


def test_the_settings_file_names_the_folder(tmp_path: Path) -> None:
    repo = _repo(tmp_path / "repo", 'cache-dir = "build/results"\n')
    os.chdir(repo)
    try:
        CliRunner().invoke(main, ["--check", "serve.sh"], env={"HISPARSE_FIX_CACHE_DIR": None})
    finally:
        os.chdir(ROOT)
    assert entries(repo / "build" / "results")
    assert not (repo / cache.FOLDER).exists()


def test_no_cache_writes_nothing(tmp_path: Path) -> None:
    repo = _repo(tmp_path / "repo")
    before = sorted(path.relative_to(tmp_path) for path in tmp_path.rglob("*"))
    os.chdir(repo)
    try:
        CliRunner().invoke(
            main, ["--check", "--no-cache", "."], env={"HISPARSE_FIX_CACHE_DIR": None}
        )
        run("--check", "--no-cache", ".", cache_dir=tmp_path / "cache")
    finally:
        os.chdir(ROOT)
    assert sorted(path.relative_to(tmp_path) for path in tmp_path.rglob("*")) == before


# A cache that cannot be trusted


def _spoiled(entry: Path, how: str) -> None:
    data = entry.read_bytes()
    if how == "garbage":
        entry.write_bytes(os.urandom(64))
    elif how == "truncated":
        entry.write_bytes(data[: len(data) // 2])
    elif how == "another version":
        other = json.loads(data)
        other["code"] = "0.0.1-0123456789abcdef"
        other["result"]["findings"] = []
        entry.write_text(json.dumps(other))
    elif how == "another file's entry":
        other = json.loads(data)
        other["key"] = "0" * 40
        other["result"]["findings"] = []
        entry.write_text(json.dumps(other))
    elif how == "a wrong shape":
        other = json.loads(data)
        other["result"]["findings"] = [["HSF002"]]
        entry.write_text(json.dumps(other))
    elif how == "empty":
        entry.write_bytes(b"")


@pytest.mark.parametrize(
    "how",
    ["garbage", "truncated", "another version", "another file's entry", "a wrong shape", "empty"],
)
def test_a_spoiled_entry_is_judged_again_and_rewritten(
    tmp_path: Path, parses: list[str], how: str
) -> None:
    script = tmp_path / "serve.sh"
    script.write_text(LAUNCH)
    folder = tmp_path / "cache"
    args = ("--check", "--format", "json", str(script))
    first = run(*args, cache_dir=folder)
    [entry] = entries(folder)
    good = entry.read_bytes()
    _spoiled(entry, how)
    parses.clear()
    assert run(*args, cache_dir=folder) == first
    assert len(parses) == 1, "a spoiled entry is a miss"
    assert entry.read_bytes() == good, "and is written again"


def test_a_cache_folder_that_cannot_be_written_is_no_error(tmp_path: Path) -> None:
    script = tmp_path / "serve.sh"
    script.write_text(LAUNCH)
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert run("--check", str(script), cache_dir=blocker / "cache") == run(
        "--check", "--no-cache", str(script)
    )


def test_two_runs_at_once_neither_crash_nor_spoil_the_cache(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    for index in range(40):
        (repo / f"serve{index}.sh").write_text(LAUNCH.replace("30000", str(index)) + f"# {index}\n")
    folder = tmp_path / "cache"
    env = {**os.environ, "HISPARSE_FIX_CACHE_DIR": str(folder)}
    command = [sys.executable, "-m", "hisparse_fix", "--check", "--format", "json", str(repo)]
    expected = subprocess.run([*command, "--no-cache"], capture_output=True, text=True, env=env)
    for _ in range(2):
        children = [
            subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
            for _ in range(2)
        ]
        for child in children:
            out, err = child.communicate(timeout=120)
            assert child.returncode == expected.returncode, err
            assert out.decode() == expected.stdout
    assert len(entries(folder)) == 40
    for entry in entries(folder):
        json.loads(entry.read_bytes())  # whole, not interleaved
    assert not [path for path in folder.rglob("*.tmp")], "no temporary file left"


# The key


def test_the_key_is_the_same_in_every_process() -> None:
    """Sets in the settings (a release's backends) hash differently in each process:
    the key must not depend on it."""
    program = (
        "from hisparse_fix.project import cache\nfrom hisparse_fix.sglang import matrix\n"
        "from hisparse_fix.sglang.settings import Settings\n"
        "from pathlib import Path\n"
        "c = cache.Cache(Path('unused'))\n"
        "print(c.key(b'x', Settings(release=matrix.release_for('0.5.20')), 'shell', True))\n"
    )
    keys = {
        subprocess.run(
            [sys.executable, "-c", program],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2", "3")
    }
    assert len(keys) == 1


def test_the_key_is_hashlib_s_blake2b_of_its_parts() -> None:
    """The digest is taken without `hashlib` (which loads OpenSSL's bindings first): it
    is still `hashlib.blake2b`'s, so keys survive an interpreter without `_blake2`."""
    import hashlib

    parts = (b"settings", b"", b"bytes \x00 of a file")
    expected = hashlib.blake2b(digest_size=20)
    for part in parts:
        expected.update(len(part).to_bytes(8, "little") + part)
    assert cache._digest(*parts) == expected.hexdigest()


def test_a_warm_run_imports_nothing_it_does_not_use(tmp_path: Path) -> None:
    """A run answered by the cache (a clean file, a launch's entry) loads no reader, no
    OpenSSL bindings, no diff library and no signal handling: a warm run is mostly its
    imports. (A folder git lists starts git: `subprocess` imports `signal`.)"""
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "serve.sh").write_text(LAUNCH)
    (repo / "clean.sh").write_text("echo hello\n")
    env = {"HISPARSE_FIX_CACHE_DIR": str(tmp_path / "cache")}
    unused = ("libcst", "tree_sitter", "yaml", "_hashlib", "difflib", "signal")
    args = ["--check", "--jobs", "1", str(repo)]
    cold_report, cold = imported_by_a_run(args, unused, env)
    assert "libcst" not in cold and "tree_sitter" in cold  # a launch was read
    warm_report, warm = imported_by_a_run(args, unused, env)
    assert warm_report == cold_report and "HSF002" in warm_report
    assert warm == []


def test_a_run_over_named_clean_files_does_not_touch_the_cache(tmp_path: Path) -> None:
    """Named files are read, not looked up (`batch._indexed`), and a clean one has no
    entry: such a run (pre-commit's) neither names the code's cache folder nor imports
    what reading an index or entry takes."""
    clean = tmp_path / "clean.sh"
    clean.write_text("echo hello\n")
    env = {"HISPARSE_FIX_CACHE_DIR": str(tmp_path / "cache")}
    report, imported = imported_by_a_run(["--check", str(clean)], ("json", "zlib"), env)
    assert "No problems in 1 file" in report
    assert imported == [] and not (tmp_path / "cache").exists()


def test_the_key_tells_settings_formats_and_bytes_apart() -> None:
    store = cache.Cache(Path("unused"))
    base = store.key(b"x", Settings(), "shell", True)
    assert base == cache.Cache(Path("unused")).key(b"x", Settings(), "shell", True)
    others = [
        store.key(b"y", Settings(), "shell", True),
        store.key(b"x", Settings(), "yaml", True),
        store.key(b"x", Settings(), "shell", False),
        store.key(b"x", Settings(platform="rocm"), "shell", True),
        store.key(b"x", Settings(platform_chosen=True), "shell", True),
        store.key(b"x", Settings(gpu="hopper"), "shell", True),
        store.key(b"x", Settings(ignore=("HSF004",)), "shell", True),
        store.key(b"x", Settings(report_unused_ignores=True), "shell", True),
    ]
    assert len({base, *others}) == len(others) + 1


def test_an_edit_of_the_tool_s_code_is_another_version(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any module of the package, in any of its folders, not only the cache's own."""
    before = cache.code_version.__wrapped__()
    module = Path(cache.__file__).parents[1] / "vocabulary" / "outside.py"
    info = module.stat()
    try:
        os.utime(module, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))
        assert cache.code_version.__wrapped__() != before
    finally:
        os.utime(module, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert cache.code_version.__wrapped__() == before


# A cheaper cold run


def test_own_fixes_are_made_only_when_asked_for() -> None:
    """The text report does not show each finding's fix alone: it is not computed, and
    nothing else of the result differs."""
    text = (FIXTURES / "shell" / "01_seed_fp8_e5m2.sh").read_bytes()
    shell = BY_NAME["shell"]
    full = engine.process_bytes("x.sh", text, shell, Settings())
    bare = engine.process_bytes("x.sh", text, shell, Settings(), own_fixes=False)
    assert any(item.fix for item in full.findings)
    assert not any(item.fix for item in bare.findings)
    strip = [(item.finding, item.line, item.column) for item in full.findings]
    assert strip == [(item.finding, item.line, item.column) for item in bare.findings]
    assert (full.original, full.fixed) == (bare.original, bare.fixed)


def test_few_files_to_parse_start_no_worker(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Workers are counted from the files left to parse, not the files read: a large tree
    with a few launches stays in one process."""

    def no_pool(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("no worker process for a few files to parse")

    monkeypatch.setattr(batch, "_pool", no_pool)
    for index in range(300):
        (tmp_path / f"job{index}.sh").write_text(f"echo {index}\n")
    (tmp_path / "serve.sh").write_text(LAUNCH)
    items = [(path, False) for path in sorted(tmp_path.iterdir())]
    done = batch.process_paths(items, Settings(), write=False, jobs=2)
    assert [Path(result.path).name for result in done.results] == ["serve.sh"]
    assert done.scanned == 301


def test_many_files_to_parse_share_the_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[int] = []
    real = batch._pool

    def counted(jobs, run):  # type: ignore[no-untyped-def]
        started.append(jobs)
        return real(jobs, run)

    monkeypatch.setattr(batch, "_pool", counted)
    for index in range(batch.PARALLEL_MIN_FILES * 2):
        (tmp_path / f"serve{index}.sh").write_text(LAUNCH + f"# {index}\n")
    items = [(path, False) for path in sorted(tmp_path.iterdir())]
    done = batch.process_paths(items, Settings(), write=False, jobs=4)
    assert started == [2]
    assert len(done.results) == batch.PARALLEL_MIN_FILES * 2


def _miss(index: int, fmt: str) -> batch.Miss:
    read = engine.Read(f"file{index}", Snapshot(b"", (0, 0, 0, 0), 0), BY_NAME[fmt])
    return batch.Miss(index, read, Settings())


def test_chunks_hold_one_format_each_the_largest_formats_first() -> None:
    """A worker given a format's files pays that parser's first use once; the formats
    with the most files are cut first, so that they spread over the workers."""
    formats = ["markdown", "python", "shell", "python", "markdown", "python", "toml"]
    misses = [_miss(index, fmt) for index, fmt in enumerate(formats)]
    chunks = batch.format_chunks(misses, 2)
    assert sorted(chunks.positions) == list(range(len(misses)))
    assert [misses[p] for p in chunks.positions] == chunks.misses
    cut = [[miss.read.fmt.name for miss in chunks.misses[a:b]] for a, b in chunks.bounds]
    assert cut == [
        ["python", "python"],
        ["python"],
        ["markdown", "markdown"],
        ["shell"],
        ["toml"],
    ]
    # within a format, the files keep their order
    assert [miss.index for miss in chunks.misses[:3]] == [1, 3, 5]


def test_workers_give_the_results_in_the_order_of_the_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Files of several formats, judged in chunks of one format each by two workers: the
    same results, in the same order, as one process gives."""
    monkeypatch.setattr(batch, "PARALLEL_MIN_FILES", 2)
    texts = {
        ".sh": LAUNCH,
        ".md": f"```sh\n{LAUNCH}```\n",
        ".toml": 'enable-hisparse = true\nkv-cache-dtype = "fp8_e5m2"\n',
    }
    for index in range(12):
        suffix = list(texts)[index % 5 % 3]
        (tmp_path / f"serve{index:02}{suffix}").write_text(texts[suffix] + f"# {index}\n")
    items = [(path, False) for path in sorted(tmp_path.iterdir())]
    one, two = (batch.process_paths(items, Settings(), write=False, jobs=jobs) for jobs in (1, 2))
    assert [result.path for result in one.results] == [str(path) for path, _ in items]
    assert two.results == one.results
    assert all(result.findings for result in one.results)


@pytest.mark.parametrize("jobs", [1, 2])
def test_progress_is_told_of_every_file_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, jobs: int
) -> None:
    """Files no adapter reads, clean files, hits and files parsed (here or in workers):
    the progress bar reaches the number of files given, whatever the cache holds."""
    monkeypatch.setattr(batch, "PARALLEL_MIN_FILES", 2)
    for index in range(6):
        (tmp_path / f"serve{index}.sh").write_text(LAUNCH + f"# {index}\n")
        (tmp_path / f"job{index}.sh").write_text("echo clean\n")
        (tmp_path / f"data{index}.csv").write_text("a,b\n")
    items = [(path, False) for path in sorted(tmp_path.iterdir())]
    store = cache.Cache(tmp_path.parent / f"cache-{jobs}")
    for _ in range(2):  # the second run is answered by the cache
        told: list[int] = []
        batch.process_paths(
            items, Settings(), write=False, jobs=jobs, advance=told.append, cache=store
        )
        assert sum(told) == len(items)


def test_a_verdict_judges_a_changed_file_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """`--check` asks for the verdict on the file as it is: the fixed text is not judged
    again, and nothing else of the result differs."""
    passes: list[str] = []
    real = engine._one_pass

    def counted(text, *args):  # type: ignore[no-untyped-def]
        passes.append(text)
        return real(text, *args)

    monkeypatch.setattr(engine, "_one_pass", counted)
    text = (FIXTURES / "shell" / "01_seed_fp8_e5m2.sh").read_bytes()
    shell = BY_NAME["shell"]
    settled = engine.process_bytes("x.sh", text, shell, Settings())
    assert settled.changed and settled.settled and passes == [text.decode(), settled.fixed]
    verdict = engine.process_bytes("x.sh", text, shell, Settings(), settle=False)
    assert not verdict.settled and len(passes) == 3
    assert verdict.findings == settled.findings
    assert (verdict.original, verdict.fixed) == (settled.original, settled.fixed)


def test_an_unsettled_verdict_serves_check_but_not_a_diff_or_a_write(
    tmp_path: Path, parses: list[str]
) -> None:
    """A `--check` entry of a changed file was judged once: it answers `--check`, while
    `--diff` and `--write` judge the file again (both passes) and remember that; a
    settled entry answers every mode."""
    folder, store = tmp_path / "repo", tmp_path / "cache"
    folder.mkdir()
    (folder / "serve.sh").write_text(LAUNCH)
    (folder / "copy.sh").write_text(LAUNCH + "# copy\n")
    expected = {mode: run(mode, str(folder / "serve.sh"), "--no-cache") for mode in MODES}
    parses.clear()
    assert run("--check", str(folder), cache_dir=store)[0] == 1
    assert len(parses) == 2
    assert run("--check", str(folder / "serve.sh"), cache_dir=store) == expected["--check"]
    assert len(parses) == 2  # answered by the entry
    assert run("--diff", str(folder / "serve.sh"), cache_dir=store) == expected["--diff"]
    assert len(parses) == 3  # judged again
    assert run("--diff", str(folder / "serve.sh"), cache_dir=store) == expected["--diff"]
    assert run("--check", str(folder / "serve.sh"), cache_dir=store) == expected["--check"]
    assert len(parses) == 3  # the settled entry answers both
    assert run("--write", str(folder / "copy.sh"), cache_dir=store)[0] == 0
    assert len(parses) == 4  # the copy's entry was a `--check` one
    fixed = (folder / "copy.sh").read_text()
    assert "fp8_e5m2" not in fixed and fixed.endswith("# copy\n")


MODES = ("--check", "--diff")


def test_a_cache_sent_to_another_process_leaves_the_indexes_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pickled for the starter, a cache is its folder: the run's indexes are this
    process's to read and save. A cache is cold until a run has saved its index."""
    import pickle

    from hisparse_fix.project import clean_index

    monkeypatch.setattr(clean_index, "RACY_SECONDS", -3600.0)  # a file just written counts

    store = cache.Cache(tmp_path / "cache")
    assert store.cold
    assert not store.clean.clean(str(tmp_path / "x"), False)  # read: now in its __dict__
    copy = pickle.loads(pickle.dumps(store))
    assert copy.root == store.root and copy.folder == store.folder
    assert "clean" in store.__dict__ and "clean" not in copy.__dict__
    (tmp_path / "repo").mkdir()
    (tmp_path / "repo" / "a.sh").write_text("echo nothing\n")
    run("--check", str(tmp_path / "repo" / "a.sh"), cache_dir=tmp_path / "cache")
    assert cache.Cache(tmp_path / "cache").cold, "a named file is not indexed"
    run("--check", str(tmp_path / "repo"), cache_dir=tmp_path / "cache")
    assert not cache.Cache(tmp_path / "cache").cold
