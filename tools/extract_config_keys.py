"""Write the `--config` keys each SGLang release refuses, in the release's own words.

Usage (with the python of the SGLang environment `tools/sglang_env.sh` builds, the
releases unpacked by `tools/sglang_releases.sh`):
    PYTHON tools/extract_config_keys.py ROOT tests/conformance/releases.txt \\
        > hisparse_fix/matrix/release-config-keys.txt

SGLang's `ConfigArgumentMerger` turns each key of a `--config` YAML file into a flag,
and refuses a key whose option is neither a plain value nor a `store_true` switch
("Unsupported config option ... with action ..."): a deprecated alias sharing the
option's field (`cuda-graph-max-bs-prefill` in 0.5.14-0.5.19, `dsa-*-backend` in
0.5.13-0.5.19), a `store_false` or `BooleanOptionalAction` switch. Which keys depends
on the release, so each one is asked: a child process per release builds its parser
and merger (PYTHONPATH naming the release, then `_deps`) and prints the merger's
refused keys (`unsupported_actions`, spelled with underscores as the merger compares
them). Nothing of SGLang is copied; it is imported.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import logging
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from extract_options import print_release_lists, release_versions

MERGER_MODULES = (
    "sglang.srt.utils.server_args_config_parser",
    "sglang.srt.server_args_config_parser",
)


def refused_keys() -> list[str]:
    """In a child whose path names one release: the keys its merger refuses."""
    import importlib

    logging.disable(logging.CRITICAL)
    with contextlib.redirect_stdout(io.StringIO()):
        from sglang.srt.server_args import ServerArgs

        parser = argparse.ArgumentParser()
        ServerArgs.add_cli_args(parser)
        for name in MERGER_MODULES:
            try:
                merger = importlib.import_module(name).ConfigArgumentMerger(parser)
            except ImportError:
                continue
            return sorted(merger.unsupported_actions)
    raise ImportError("no ConfigArgumentMerger in this release")


def ask(root: Path, version: str) -> set[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root / version), str(root / "_deps")])}
    completed = subprocess.run(
        [sys.executable, __file__, "--child"],
        capture_output=True,
        text=True,
        check=False,
        env=env,
        timeout=600,
    )
    if completed.returncode != 0:
        raise RuntimeError(f"SGLang {version}: {completed.stderr[-2000:]}")
    return set(json.loads(completed.stdout.splitlines()[-1]))


def main(argv: list[str]) -> None:
    if argv == ["--child"]:
        print(json.dumps(refused_keys()))
        return
    root, listing = Path(argv[0]), Path(argv[1])
    versions = release_versions(listing)
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        found = dict(
            zip(versions, pool.map(lambda version: ask(root, version), versions), strict=True)
        )
    print_release_lists(
        found,
        "The --config keys ConfigArgumentMerger refuses (as it compares them: underscores)",
        "tools/extract_config_keys.py",
    )


if __name__ == "__main__":
    main(sys.argv[1:])
