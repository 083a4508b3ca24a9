"""Settings resolution: which rules a selection enables, which release a version names,
and what a settings file's keys become (extended files add to lists, per-file tables)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hisparse_fix.project import config
from hisparse_fix.project.config import ConfigError
from hisparse_fix.sglang.matrix import UnknownReleaseError, newest, release_for
from hisparse_fix.sglang.settings import BackendFix, Settings, known_release, newer_than_tables


@pytest.mark.parametrize(
    ("select", "ignore", "code", "enabled"),
    [
        (("HSF",), (), "HSF001", True),
        (("HSF",), ("HSF1",), "HSF101", False),
        (("HSF",), ("HSF1",), "HSF001", True),
        (("HSF10",), ("HSF1",), "HSF101", True),  # the longer prefix decides
        (("HSF1",), ("HSF10",), "HSF101", False),
        (("HSF1",), ("HSF1",), "HSF101", False),  # a tie: ignored
        (("HSF1",), (), "HSF001", False),  # not selected
        ((), (), "HSF001", False),
        (("",), (), "HSF001", True),  # an empty prefix (the API allows one) selects every code
    ],
)
def test_the_longest_matching_prefix_decides(
    select: tuple[str, ...], ignore: tuple[str, ...], code: str, enabled: bool
) -> None:
    assert Settings(select=select, ignore=ignore).enabled(code) is enabled


def test_a_gpu_narrows_only_its_own_platform() -> None:
    assert Settings().gpus("cuda") == ("hopper", "blackwell", "sm120")
    assert Settings(gpu="blackwell").gpus("cuda") == ("blackwell",)
    assert Settings(gpu="blackwell").gpus("rocm") == ("mi300", "mi355")
    assert Settings(gpu="mi300").gpus("cpu") == ()


def test_a_release_newer_than_every_table_is_refused_by_name_and_read_by_auto() -> None:
    newer = ".".join(map(str, (*newest().last[:-1], newest().last[-1] + 1)))
    with pytest.raises(UnknownReleaseError, match=f"no table for SGLang {newer}: .* or use auto"):
        known_release(newer)
    assert known_release("0.5.23").version == "0.5.23"
    assert newer_than_tables(release_for(newer))
    assert not newer_than_tables(release_for("0.5.23"))
    assert not newer_than_tables(release_for("0.5.11"))


def test_the_defaults_are_what_a_bare_run_does() -> None:
    """CUDA not chosen (a file's ROCm signs may tell), the newest release, fp8_e4m3 for a
    rejected dtype, backends dropped, every HSF rule, no unused-suppression reports."""
    default = Settings()
    assert (default.platform, default.platform_chosen, default.gpu) == ("cuda", False, None)
    assert default.release == newest()
    assert (default.kv_cache_dtype_target, default.backend_fix) == ("fp8_e4m3", BackendFix.DROP)
    assert (default.select, default.ignore, default.scope) == (("HSF",), (), "hisparse")
    assert default.report_unused_ignores is False


def _config(folder: Path, text: str) -> dict:
    (folder / "hisparse-fix.toml").write_text(text)
    return dict(config.load_file(folder / "hisparse-fix.toml").values)


def test_an_extending_file_adds_to_the_added_lists_and_replaces_the_rest(tmp_path: Path) -> None:
    base = tmp_path / "base.toml"
    base.write_text(
        'extend-select = ["HSF1"]\nextend-ignore = ["HSF00"]\nextend-exclude = ["a"]\n'
        'select = ["HSF0"]\nexclude = ["b"]\n'
    )
    values = _config(
        tmp_path,
        'extend = "base.toml"\nextend-select = ["HSF003"]\nextend-ignore = ["HSF004"]\n'
        'extend-exclude = ["c"]\nselect = ["HSF10"]\nexclude = ["d"]\n',
    )
    assert values["extend-select"] == ("HSF1", "HSF003")
    assert values["extend-ignore"] == ("HSF00", "HSF004")
    assert values["extend-exclude"] == ("a", "c")
    assert values["select"] == ("HSF10",)
    assert values["exclude"] == ("d",)


def test_two_files_that_extend_each_other_are_an_error(tmp_path: Path) -> None:
    (tmp_path / "base.toml").write_text('extend = "hisparse-fix.toml"\n')
    with pytest.raises(ConfigError, match="leads back to itself"):
        _config(tmp_path, 'extend = "base.toml"\n')


def test_flags_and_per_file_tables_are_read(tmp_path: Path) -> None:
    values = _config(
        tmp_path,
        "force-exclude = true\n[per-file-settings]\n"
        '"amd/*" = { platform = "rocm", gpu = "mi300" }\n',
    )
    assert values["force-exclude"] is True
    assert values["per-file-settings"] == {"amd/*": {"platform": "rocm", "gpu": "mi300"}}
    assert _config(tmp_path, "force-exclude = false\n")["force-exclude"] is False
    assert _config(tmp_path, "jobs = 3\n")["jobs"] == 3


@pytest.mark.parametrize(
    "text",
    [
        'select = ["HSF3"]\n',
        'ignore = ["HSF3"]\n',
        'extend-select = ["HSF3"]\n',
        'extend-ignore = ["HSF3"]\n',
        'per-file-settings = ["rocm/*"]\n',
        'per-file-settings = { "rocm/*" = "rocm" }\n',
        'force-exclude = "yes"\n',
        "jobs = 0\n",
        'gpu = "h100"\n',
    ],
)
def test_a_value_of_the_wrong_shape_is_refused(tmp_path: Path, text: str) -> None:
    with pytest.raises(ConfigError):
        _config(tmp_path, text)


def test_one_worker_and_a_cache_folder_are_read(tmp_path: Path) -> None:
    assert _config(tmp_path, "jobs = 1\n")["jobs"] == 1
    assert _config(tmp_path, 'cache-dir = ".cache/hisparse"\n')["cache-dir"] == ".cache/hisparse"
    for text in ('cache-dir = ""\n', "cache-dir = 1\n", "jobs = true\n"):
        with pytest.raises(ConfigError, match="expected a"):
            _config(tmp_path, text)


def test_a_settings_file_that_cannot_be_read_says_why(tmp_path: Path) -> None:
    (tmp_path / "hisparse-fix.toml").mkdir()
    with pytest.raises(ConfigError, match=r"hisparse-fix\.toml: cannot read: Is a directory$"):
        config.load_file(tmp_path / "hisparse-fix.toml")
