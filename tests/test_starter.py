"""The starter: a process that gets ready to fork the workers while this one walks and
reads. What it runs comes back as if run here, a failure leaves the work to this
process, an unused starter is stopped, and a cold run over a tree says what a run
without it says.

Each case runs in a fresh interpreter: a fork is only made from a process running no
other thread, which a test process does not promise."""

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
from hisparse_fix.project import batch, starter
from tests.conftest import FIXTURES, ROOT

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the starter forks")


def _python(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


_RUN = """
import os, sys
from hisparse_fix.project.starter import Starter

def work(number, *, advance):
    advance(1)
    advance(2)
    return os.getpid(), number * 2

def fail(number, *, advance):
    advance(1)
    raise ValueError(number)

told = []
with Starter() as ready:
    ready.start()
    assert ready.started
    got = ready.run(work, 21, advance=told.append, meanwhile=lambda: told.append("meanwhile"))
    assert not ready.started, "stopped after its one call"
print(got[0] != os.getpid(), got[1], told)
with Starter() as ready:
    ready.start()
    print(ready.run(fail, 1, advance=None))
print(Starter().run(work, 1, advance=None))
"""


def test_a_call_runs_in_the_starter_and_a_failure_is_none() -> None:
    done = _python(_RUN)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["True 42 ['meanwhile', 1, 2]", "None", "None"]


_UNUSED = """
import os, sys
from hisparse_fix.project.starter import Starter

sys.stdout.write("written before the fork")  # still in this process's buffer
ready = Starter()
ready.start()
pid = ready._process.pid
ready.close()
try:
    os.kill(pid, 0)
    gone = False
except ProcessLookupError:
    gone = True
print("", gone)
"""


def test_an_unused_starter_is_stopped_and_writes_nothing() -> None:
    done = _python(_UNUSED)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "written before the fork True\n"
    assert done.stderr == ""


_LEFT = """
import sys
from hisparse_fix.project.starter import Starter

sys.stdout.write("written before the fork")
ready = Starter()
ready.start()
ready._connection.close()  # no work: the starter ends by itself once ready
ready._process.join(60)
print("", ready._process.exitcode)
"""


def test_a_starter_left_without_work_ends_by_itself_and_writes_nothing() -> None:
    """What this process had not yet written when it forked is not written again by the
    starter as it ends (multiprocessing flushes before it forks)."""
    done = _python(_LEFT)
    assert (done.stdout, done.stderr) == ("written before the fork 0\n", "")


_INTERRUPTED = """
import os, sys, time
from concurrent.futures import ProcessPoolExecutor
import multiprocessing
from hisparse_fix.project.starter import Starter

def pid():
    return os.getpid()

def judge_long(path, *, advance):
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("fork")) as pool:
        with open(path, "w") as out:
            out.write(str(pool.submit(pid).result()))
        time.sleep(60)

def interrupt():
    while not os.path.exists(sys.argv[1]) or not open(sys.argv[1]).read():
        time.sleep(0.05)
    raise KeyboardInterrupt

with Starter() as ready:
    ready.start()
    try:
        ready.run(judge_long, sys.argv[1], advance=None, meanwhile=interrupt)
    except KeyboardInterrupt:
        pass
worker = int(open(sys.argv[1]).read())
for _ in range(100):
    try:
        os.kill(worker, 0)
    except ProcessLookupError:
        print("the worker is gone")
        break
    time.sleep(0.05)
"""


def test_a_starter_stopped_mid_run_takes_its_workers_with_it(tmp_path: Path) -> None:
    """This process interrupted while the starter's workers judge: none is left behind."""
    done = _python(_INTERRUPTED, str(tmp_path / "worker"))
    assert done.stdout == "the worker is gone\n", done.stderr


_SERVED = """
import sys
from hisparse_fix.project import starter
from hisparse_fix.cli import main

served = []
real = starter.Starter.run

def run(self, *args, **kwargs):
    result = real(self, *args, **kwargs)
    served.append(result is not None)
    return result

starter.Starter.run = run
try:
    main(sys.argv[1:])
finally:
    print("served", served, file=sys.stderr)
"""


def _tree(root: Path, clean: int) -> Path:
    """Enough launches to share between workers (the bundled shell and Python ones),
    among `clean` files without one."""
    for kind in ("shell", "python"):
        shutil.copytree(FIXTURES / kind, root / kind, ignore=shutil.ignore_patterns("*.md"))
    return _clean_files(root, clean)


def _clean_files(root: Path, count: int) -> Path:
    """`count` shell scripts without a launch, a hundred a folder, below `root`."""
    for index in range(count):
        folder = root / "jobs" / str(index // 100)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"job{index}.sh").write_text(f"echo {index}\n")
    return root


def _served(tree: Path, cache: Path) -> subprocess.CompletedProcess[str]:
    """`--check` of `tree` over `cache`, which may use the starter (saying on stderr
    whether each of its runs served)."""
    env = {**os.environ, "HISPARSE_FIX_CACHE_DIR": str(cache)}
    command = [sys.executable, "-c", _SERVED, "--check", "--jobs", "2", str(tree)]
    return subprocess.run(command, capture_output=True, text=True, env=env, check=False)


def _alone(tree: Path) -> subprocess.CompletedProcess[str]:
    """`--check` of `tree` in one process, without a cache."""
    return subprocess.run(
        [sys.executable, "-m", "hisparse_fix", "--check", "--jobs", "1", "--no-cache", str(tree)],
        capture_output=True,
        text=True,
        check=False,
    )


def test_a_cold_run_judged_by_the_starters_workers_says_what_one_process_says(
    tmp_path: Path,
) -> None:
    tree = _tree(tmp_path / "tree", starter.HEAD_START_FILES)
    started, alone = _served(tree, tmp_path / "cache"), _alone(tree)
    assert "served [True]" in started.stderr, started.stderr
    assert (started.returncode, _timeless(started.stdout)) == (
        alone.returncode,
        _timeless(alone.stdout),
    )
    assert started.stdout.count("\n") > 100
    warm = _served(tree, tmp_path / "cache")
    assert "served []" in warm.stderr, "a warm run starts no starter"
    assert (warm.returncode, _timeless(warm.stdout)) == (alone.returncode, _timeless(alone.stdout))


def test_a_small_tree_leaves_its_files_to_the_usual_workers(tmp_path: Path) -> None:
    """Fewer files than `HEAD_START_FILES` are read before the starter is ready: it is
    stopped after the walk, and the files are judged as without it."""
    tree = _tree(tmp_path / "tree", 10)
    done = _served(tree, tmp_path / "cache")
    assert "served [False]" in done.stderr, done.stderr
    assert done.stdout.count("\n") > 100


def _timeless(report: str) -> str:
    return re.sub(r" in [0-9.]+ s:", " in T s:", report)


@pytest.mark.parametrize(
    ("args", "cached", "expected"),
    [
        (["--jobs", "2", "{tree}"], False, True),
        (["--jobs", "2", "--no-cache", "{tree}"], False, True),
        (["--jobs", "2", "{tree}"], True, False),  # warm: the index answers
        (["--jobs", "1", "{tree}"], False, False),
        (["--jobs", "2", "{tree}/serve.sh"], False, False),  # files only: few to judge
    ],
)
def test_the_starter_is_forked_only_for_a_cold_run_over_a_folder(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    args: list[str],
    cached: bool,
    expected: bool,
) -> None:
    forked: list[bool] = []
    monkeypatch.setattr(starter.Starter, "start", lambda self: forked.append(True))
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "serve.sh").write_text("python3 -m sglang.launch_server --enable-hisparse\n")
    (tree / "other.sh").write_text("echo clean\n")
    env = {"HISPARSE_FIX_CACHE_DIR": str(tmp_path / "cache")}
    named = [arg.format(tree=tree) for arg in args]
    if cached:
        CliRunner().invoke(main, ["--check", "--jobs", "1", str(tree)], env=env)
        (tmp_path / "cache").mkdir(exist_ok=True)
        assert any((tmp_path / "cache").rglob("clean-files.json")) or _index(tmp_path)
    forked.clear()
    CliRunner().invoke(main, ["--check", *named], env=env)
    assert forked == ([True] if expected else [])


def _index(root: Path) -> bool:
    """The clean-file index is written only for files older than the racy window: one is
    made here as a run would."""
    from hisparse_fix.project.cache import Cache
    from hisparse_fix.project.clean_index import NAME

    folder = Cache(root / "cache").folder
    folder.mkdir(parents=True, exist_ok=True)
    (folder / NAME).write_text('{"layout": 1, "files": {}}')
    return True


_GIVEN = """
import os, time
from hisparse_fix.project.starter import Starter

def double(number):
    return os.getpid(), number * 2

def fail(number):
    raise ValueError(number)

def rest(numbers, *, advance):
    return [number * 10 for number in numbers]

def ready_now(ready):
    for _ in range(1200):
        if ready.take():
            return True
        time.sleep(0.05)
    return False

print(Starter().take())
with Starter() as ready:
    ready.start()
    assert ready_now(ready)
    ready.give(double, 1)
    assert ready_now(ready)
    ready.give(double, 2)
    given = ready.given()
    print([pid != os.getpid() for pid, _ in given], [number for _, number in given])
    print(ready.run(rest, [1, 2], advance=None))
with Starter() as ready:
    ready.start()
    assert ready_now(ready)
    ready.give(fail, 1)
    print(ready.given(), ready.take(), ready.run(rest, [1], advance=None))
"""


def test_calls_given_to_a_ready_starter_run_there_in_order_before_its_run() -> None:
    """While this process reads, a ready starter takes calls one at a time (`take`,
    `give`); `given` has their results in order, and the run comes after them. A given
    call that fails leaves the starter gone: nothing more is taken or run there."""
    done = _python(_GIVEN)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "False",
        "[True, True] [2, 4]",
        "[10, 20]",
        "[] False None",
    ]


_EARLY = """
import json, sys, time
from pathlib import Path
from hisparse_fix.project import batch
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.project.starter import Starter
from hisparse_fix.project.walk import iter_candidates

given = []
real = Starter.give

def give(self, call, misses, options):
    given.append(len(misses))
    real(self, call, misses, options)

Starter.give = give
items = [(c.path, c.explicit) for c in iter_candidates([sys.argv[1]], use_git=False)]

def report(done):
    return [
        [r.path, r.changed, [item.finding.message for item in r.findings]] for r in done.results
    ]

alone = batch.process_paths(items, Settings(), write=False, jobs=1)
with Starter() as ready:
    ready.start()
    while not ready.take():
        time.sleep(0.05)
    early = batch.process_paths(items, Settings(), write=False, jobs=2, starter=ready)
print(json.dumps([report(early) == report(alone), early.scanned == alone.scanned, given]))
"""


def test_files_judged_by_the_starter_while_this_process_reads_say_what_one_process_says(
    tmp_path: Path,
) -> None:
    """A starter ready before the reads end judges the launches found so far (given
    whenever it is idle), and the rest after the last read: the report is the one of a
    run in one process, in the same order."""
    tree = _tree(tmp_path / "tree", 300)
    done = _python(_EARLY, str(tree))
    assert done.returncode == 0, done.stderr
    same, counted, given = json.loads(done.stdout)
    assert same and counted
    assert given and all(size >= batch._EARLY_FILES for size in given), given


_FEW = """
import json, sys, time
from hisparse_fix.project import batch
from hisparse_fix.project import warm_up
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.project.starter import Starter
from hisparse_fix.project.walk import iter_candidates

ran = []
real = Starter.run

def run(self, call, *args, **kwargs):
    result = real(self, call, *args, **kwargs)
    ran.append(result is not None)
    return result

Starter.run = run
if sys.argv[2] == "busy":  # the starter never gets ready during this run
    warm_up.warm_up = lambda stop: time.sleep(60)
items = [(c.path, c.explicit) for c in iter_candidates([sys.argv[1]], use_git=False)]
alone = batch.process_paths(items, Settings(), write=False, jobs=1)
with Starter() as ready:
    ready.start()
    while sys.argv[2] == "ready" and not ready.take():
        time.sleep(0.05)
    few = batch.process_paths(items, Settings(), write=False, jobs=2, starter=ready)
same = [(r.path, [i.finding.message for i in r.findings]) for r in few.results] == [
    (r.path, [i.finding.message for i in r.findings]) for r in alone.results
]
print(json.dumps([same, len(few.results), ran]))
"""


@pytest.mark.parametrize(("state", "ran"), [("ready", [True]), ("busy", [])])
def test_too_few_launches_for_two_workers_are_judged_by_the_starter_only_when_ready(
    tmp_path: Path, state: str, ran: list[bool]
) -> None:
    """A ready starter has every reader imported: it judges them. One still getting
    ready is stopped, and this process judges them, importing only the readers they
    need. The report is the same either way."""
    tree = _clean_files(tmp_path / "tree", 100)
    for name in ("serve.sh", "launch.sh"):
        shutil.copy(FIXTURES / "shell" / "01_seed_fp8_e5m2.sh", tree / name)
    done = _python(_FEW, str(tree), state)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [True, 2, ran]
