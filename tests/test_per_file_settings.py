"""Settings per file, as ruff resolves them: the nearest settings file of each file,
`extend`, `per-file-settings`, the command line over them, and never the order of
the paths (issue 19, item 1)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main
from hisparse_fix.project import batch, config
from hisparse_fix.project.per_file import Resolver, selection
from hisparse_fix.project.walk import Excludes
from hisparse_fix.sglang.settings import Settings

LAUNCH = "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"
TILELANG = f"{LAUNCH} --dsa-decode-backend tilelang\n"
"""Valid on ROCm; HSF003 on CUDA."""


NESTED_SETTINGS = {
    "hisparse-fix.toml": 'platform = "rocm"\n',
    "a/run.sh": "",
    "a/b/hisparse-fix.toml": 'sglang-version = "0.5.15"\n',
    "a/b/c/run.sh": "",
    "a/b/c/d/pyproject.toml": "[project]\nname = 'x'\n",
    "a/b/c/d/run.sh": "",
}
"""Settings files at three depths (one a `pyproject.toml` without the table) and files
under each."""


def release_of(version: str):  # type: ignore[no-untyped-def]
    """A `Resolver`'s `release_of`: no table for `auto` (no installed sglang is asked)."""
    from hisparse_fix.sglang.matrix import release_for

    return None if version == "auto" else release_for(version)


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A work tree root holding a CUDA and a ROCm folder, each with its own settings."""
    (tmp_path / ".git").mkdir()
    for folder, platform in (("cuda", "cuda"), ("rocm", "rocm")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "hisparse-fix.toml").write_text(f'platform = "{platform}"\n')
        (tmp_path / folder / "serve.sh").write_text(TILELANG)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_each_file_takes_its_nearest_settings_whatever_the_order(repo: Path) -> None:
    forward = run("--check", "rocm/serve.sh", "cuda/serve.sh")
    backward = run("--check", "cuda/serve.sh", "rocm/serve.sh")
    assert forward.exit_code == backward.exit_code == 1
    found = sorted(line for line in forward.stdout.splitlines() if "HSF" in line)
    assert found == sorted(line for line in backward.stdout.splitlines() if "HSF" in line)
    assert [line.split(":")[0] for line in found] == ["cuda/serve.sh"]
    assert run("--check", "--platform", "rocm", "cuda/serve.sh").exit_code == 0  # CLI wins


def test_write_keeps_the_rocm_backend_and_fixes_the_cuda_one(repo: Path) -> None:
    assert run("--write", "rocm/serve.sh", "cuda/serve.sh").exit_code == 0
    assert (repo / "rocm" / "serve.sh").read_text() == TILELANG
    assert "tilelang" not in (repo / "cuda" / "serve.sh").read_text()


def test_per_file_settings_let_one_file_hold_both_platforms(repo: Path) -> None:
    (repo / "cuda" / "hisparse-fix.toml").unlink()
    (repo / "rocm" / "hisparse-fix.toml").unlink()
    (repo / "pyproject.toml").write_text(
        "[tool.hisparse-fix.per-file-settings]\n"
        '"rocm/*" = { platform = "rocm" }\n'
        '"legacy.sh" = { sglang-version = "0.5.12", ignore = ["HSF004"] }\n'
    )
    assert run("--check", "rocm/serve.sh").exit_code == 0
    assert run("--check", "cuda/serve.sh").exit_code == 1
    (repo / "legacy.sh").write_text(f"{LAUNCH} --dsa-decode-backend flashmla_kv\n")
    (repo / "new.sh").write_text(f"{LAUNCH} --dsa-decode-backend flashmla_kv\n")
    legacy = run("--check", "legacy.sh", "new.sh").stdout
    assert "legacy.sh:1:73: HSF008 --dsa-decode-backend is not an option of SGLang 0.5.12" in legacy
    assert "new.sh:1:73: HSF008" not in legacy
    (repo / "legacy.sh").write_text("python3 -m sglang.launch_server --enable-hisparse\n")
    assert "HSF004" not in run("--check", "legacy.sh").stdout


def test_extend_reads_the_base_and_sets_over_it(repo: Path) -> None:
    (repo / "base.toml").write_text('platform = "rocm"\nextend-exclude = ["old"]\n')
    (repo / "cuda" / "hisparse-fix.toml").write_text(
        'extend = "../base.toml"\nextend-exclude = ["*.bak.sh"]\n'
    )
    found = config.load(repo / "cuda")
    assert found.values["platform"] == "rocm"
    assert found.values["extend-exclude"] == ("old", "*.bak.sh")
    assert run("--check", "cuda/serve.sh").exit_code == 0  # ROCm, from the base


def test_a_settings_file_deeper_down_is_read_inside_a_folder_run(repo: Path) -> None:
    result = run("--check", str(repo))
    assert result.exit_code == 1
    assert "cuda/serve.sh" in result.stdout
    assert "rocm/serve.sh" not in result.stdout


def test_a_folder_s_excludes_come_from_its_own_settings(repo: Path) -> None:
    (repo / "rocm" / "hisparse-fix.toml").write_text('platform = "rocm"\nextend-exclude = ["x*"]\n')
    (repo / "rocm" / "x1.sh").write_text(TILELANG.replace("tilelang", "fa3"))
    (repo / "cuda" / "x1.sh").write_text(TILELANG.replace("tilelang", "fa3"))
    shown = run("--check", ".").stdout
    assert "cuda/x1.sh" in shown
    assert "rocm/x1.sh" not in shown


def test_selection_is_layered_as_ruff_layers_it() -> None:
    assert selection([{"ignore": ("HSF003",)}, {"extend-select": ("HSF003",)}]) == (
        ("HSF", "HSF003"),
        (),
    )
    assert selection([{"select": ("HSF003",)}, {"ignore": ("HSF0",)}]) == ((), ("HSF0",))
    assert selection([{"select": ("HSF002",)}, {"select": ("HSF",)}]) == (("HSF",), ())


def test_workers_carry_each_file_s_own_settings(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(batch, "PARALLEL_MIN_FILES", 2)
    resolver = Resolver({}, release_of=lambda version: None)
    files = [Path("rocm/serve.sh"), Path("cuda/serve.sh")] * 3
    items = [(path, True, resolver.settings_for(path)) for path in files]
    for jobs in (1, 2):
        done = batch.process_paths(items, Settings(), write=False, jobs=jobs)
        flagged = [result.path for result in done.results if result.findings]
        assert flagged == ["cuda/serve.sh"] * 3


def test_config_option_is_every_file_s_settings(repo: Path) -> None:
    (repo / "all-rocm.toml").write_text('platform = "rocm"\n')
    assert run("--check", "--config", "all-rocm.toml", "cuda/serve.sh").exit_code == 0
    assert run("--check", "--isolated", "rocm/serve.sh").exit_code == 1


def test_a_walk_s_listings_give_each_file_the_settings_asked_of_the_system(
    tmp_path: Path,
) -> None:
    """The walk tells the resolver each folder's names, so that a settings file or a
    `.git` is looked up there instead of asked of the system: every file gets the
    settings a resolver that asks the system gives it (nested settings files, a
    `pyproject.toml` without the table, a work tree's root that stops the search, a
    folder named like a settings file, a symlinked folder named on the command line)."""

    root = tmp_path / "outer"
    files = {
        **NESTED_SETTINGS,
        "repo/.git/HEAD": "",
        "repo/x/run.sh": "",
        "repo/pyproject.toml": '[tool.hisparse-fix]\ngpu = "hopper"\n',
        "bare-repo/.git/HEAD": "",
        "bare-repo/y/run.sh": "",
        "other/pyproject.toml/run.sh": "",
        "other/e/run.sh": "",
    }
    _write_tree(root, files)
    (tmp_path / "link").symlink_to(root / "a", target_is_directory=True)
    for top in (root, tmp_path / "link"):
        assert _walked_as_asked(top)[1]


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_a_git_listing_gives_each_file_the_settings_asked_of_the_system(tmp_path: Path) -> None:
    """In a work tree git lists the files, and each folder holding one is read for its
    settings file: an ignored settings file still applies, a nested work tree is listed
    by its own git (its ignores hold) and stops the search for settings, a virtualenv
    is skipped; every file gets the settings a resolver that asks the system gives it."""
    import subprocess

    from hisparse_fix.project.walk import iter_candidates

    root = tmp_path / "repo"
    files = {
        ".gitignore": "a/b/hisparse-fix.toml\n",
        **NESTED_SETTINGS,
        "nested/.gitignore": "x/skip.sh\n",
        "nested/pyproject.toml": '[tool.hisparse-fix]\ngpu = "hopper"\n',
        "nested/x/run.sh": "",
        "nested/x/skip.sh": "",
        "env/pyvenv.cfg": "home = /usr\n",
        "env/run.sh": "",
        "other/pyproject.toml/run.sh": "",
    }
    _write_tree(root, files)
    for work_tree in (root, root / "nested"):
        subprocess.run(["git", "init", "-q", str(work_tree)], check=True)

    for top in (root, root / "a"):
        walked, paths = _walked_as_asked(top)
        found = [Path(path).relative_to(root).as_posix() for path in paths]
        assert "a/b/c/run.sh" in found
        assert not {"nested/x/skip.sh", "env/run.sh", "a/b/hisparse-fix.toml"} & set(found)
        deep = walked.settings_for(str(root / "a/b/c/run.sh"))
        assert deep.release is not None and str(deep.release.version) == "0.5.15"
    everything = Resolver({}, release_of=release_of)
    found = [
        c.path
        for c in iter_candidates([str(root)], everything.excludes_for, listed=everything.listed)
    ]
    assert str(root / "nested/x/run.sh") in found
    assert everything.settings_for(str(root / "nested/x/run.sh")).gpu == "hopper"
    assert everything.settings_for(str(root / "nested/x/run.sh")).platform == "cuda"


def _write_tree(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)


def _walked_as_asked(top: Path) -> tuple[Resolver, list[str]]:
    """The files a walk of `top` finds, each checked to get from the resolver the walk
    told of its listings the settings a resolver that asks the system gives it; with
    that resolver."""
    from hisparse_fix.project.walk import iter_candidates

    walked = Resolver({}, release_of=release_of)
    found = [
        candidate.path
        for candidate in iter_candidates([str(top)], walked.excludes_for, listed=walked.listed)
    ]
    for path in found:
        asked = Resolver({}, release_of=release_of).settings_for(path)
        assert walked.settings_for(path) == asked, path
    return walked, found


def test_a_walk_asks_for_excludes_only_where_a_folder_may_have_settings_of_its_own(
    tmp_path: Path,
) -> None:
    """A folder the walk entered without a settings file or `.git` has its parent's
    settings, so its entries are judged by its parent's excludes without asking: the
    resolver is asked for the top folder and the folders with a settings file only,
    and each folder's own excludes still hold."""
    from hisparse_fix.project.walk import iter_candidates

    files = {
        "x/y/z/run.sh": "",
        "x/skip.sh": "",
        "s/hisparse-fix.toml": 'extend-exclude = ["skip.sh"]\n',
        "s/t/u/skip.sh": "",
        "s/t/u/keep.sh": "",
    }
    _write_tree(tmp_path, files)
    resolver = Resolver({}, release_of=release_of)
    asked: list[str] = []

    def excludes_for(folder: str) -> Excludes:
        asked.append(folder)
        return resolver.excludes_for(folder)

    top = str(tmp_path)
    found = {
        Path(c.path).relative_to(tmp_path).as_posix()
        for c in iter_candidates([top], excludes_for, listed=resolver.listed)
    }
    assert found == {"x/y/z/run.sh", "x/skip.sh", "s/hisparse-fix.toml", "s/t/u/keep.sh"}
    assert sorted(asked) == sorted([top, str(tmp_path / "s")])
