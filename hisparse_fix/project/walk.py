"""Paths on the command line -> the files to look at, in a stable order.

Inside a git work tree the files are the ones git lists (tracked, plus untracked
and not ignored), so `.gitignore` holds; elsewhere the tree is walked. Either
way version-control folders, the default excludes (virtualenvs, `node_modules`,
caches) and `--exclude` / `--extend-exclude` globs are skipped, and symlinked
folders are not entered. Each folder's entries are judged by the excludes of that
folder (its nearest settings file's, see `per_file`); a file named on the command
line is excluded only with `--force-exclude`, as in ruff. Symlinks to files are
listed, dangling ones too: the
engine decides what becomes of them (`engine.process_path` never writes through a
link). Whether a file is regular or binary is decided when it is read, so listing
costs no system call a file.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable, Iterator, Sequence
from fnmatch import translate
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from hisparse_fix.project.folder_index import FILE, FOLDER, LINK, Entries, read_entries

if TYPE_CHECKING:
    import subprocess

    from hisparse_fix.project.folder_index import FolderIndex

VCS_FOLDERS = frozenset({".git", ".hg", ".svn"})
"""Never entered, whatever the excludes say."""

DEFAULT_EXCLUDES = (
    ".venv",
    "venv",
    ".tox",
    ".nox",
    "node_modules",
    "__pycache__",
    ".mypy_cache",
    ".ruff_cache",
    ".pytest_cache",
    "site-packages",
)
"""Folder names skipped unless `--exclude` replaces them (as in ruff); a folder
holding `pyvenv.cfg` (a virtualenv of any name) goes with them."""


class Candidate(NamedTuple):
    """A file to look at: the `(path, explicit)` pair `runs.process_paths` takes, as
    a tuple (a run makes one a file; a frozen dataclass is slower to define and to make)."""

    path: str
    """As `pathlib` writes it (`./a//b` is `a/b`): a `Path` is made only for a file that
    is read, and most files of a warm run are not (`clean_index`)."""
    explicit: bool
    """Named on the command line: reported even when no adapter reads it."""


class Excludes(NamedTuple):
    """What is skipped: globs matched against a file or folder's name and its path."""

    user: tuple[str, ...] = ()
    """`--exclude` and `--extend-exclude` globs (and a settings file's); with
    `--force-exclude` they also apply to files named on the command line."""
    defaults: bool = True
    """`DEFAULT_EXCLUDES` and virtualenvs (folders holding `pyvenv.cfg`)."""
    root: str = ""
    """The absolute folder of the settings file the globs come from: a glob also
    matches a path relative to it (as ruff's are relative to the project root)."""

    @classmethod
    def from_options(
        cls, exclude: Sequence[str], extend: Sequence[str] = (), root: str = ""
    ) -> Excludes:
        """`--exclude` replaces the defaults, `--extend-exclude` adds to them (as in ruff)."""
        return cls(tuple(exclude) + tuple(extend), defaults=not exclude, root=root)

    @property
    def patterns(self) -> tuple[str, ...]:
        return (DEFAULT_EXCLUDES if self.defaults else ()) + self.user


_WILDCARDS = frozenset("*?[")


class _Globs:
    """Globs matched against a whole path or its last name (fnmatch's: `*` crosses `/`).

    A glob without a wildcard (every default exclude) matches only itself, so it is
    looked up in a set: every file and folder of a walk is matched, and no regular
    expression is compiled unless a glob needs one.
    """

    def __init__(self, patterns: Sequence[str]) -> None:
        self.names = frozenset(p for p in patterns if _WILDCARDS.isdisjoint(p))
        self.regex = _regex([p for p in patterns if p not in self.names])
        self.paths = self.regex is not None or any("/" in p for p in self.names)
        """Whether a path relative to the settings file's folder may match."""
        self.by_name = self.names if not self.paths else None
        """The names, when a glob matches exactly these names and nothing else (neither a
        wildcard nor a `/`): the walk then looks a name up instead of calling `match`."""

    def match(self, path: str, name: str | None = None, root: str = "") -> bool:
        """Whether a glob matches `path`, its last name (`name`, when known) or, given
        the settings file's folder `root`, the path relative to it."""
        name = os.path.basename(path) if name is None else name
        if path in self.names or name in self.names:
            return True
        if self.regex is not None and (self.regex.match(path) or self.regex.match(name)):
            return True
        if root and self.paths:
            relative = os.path.relpath(os.path.abspath(path), root)
            return relative in self.names or bool(self.regex and self.regex.match(relative))
        return False


def _regex(globs: Sequence[str]) -> re.Pattern[str] | None:
    """One regular expression for the globs with wildcards."""
    if not globs:
        return None
    return re.compile("|".join(f"(?:{translate(glob)})" for glob in globs))


def _prefix(folder: str) -> str:
    """What a name below `folder` is joined to: `folder/`, or nothing for `.` (paths
    read as the user wrote them, without a leading `./`)."""
    if folder == ".":
        return ""
    return folder if folder.endswith(os.sep) else folder + os.sep


ExcludesFor = Callable[[str], Excludes]
"""A folder (as walked) -> the excludes that judge its entries."""

Listed = Callable[..., bool]
"""Told each folder a walk reads and the names in it: `listed(folder, names,
parent=...)`, `parent` the folder the walk came to it from (so it is no symlink), None
when it did not. True when the folder's excludes are its parent's (no settings file
of its own): the walk then judges its entries by them without asking."""

WhileListing = Callable[[str, Callable[[], bool]], None]
"""Work that needs no listing, done while git lists a folder: told what the paths the
walk makes of the folder's files start with (`folder/`, nothing for `.`) and a test of
whether git is done (the work stops then, and what it left is done later)."""


def iter_candidates(
    paths: Sequence[str],
    excludes: Excludes | ExcludesFor | None = None,
    *,
    use_git: bool = True,
    force_exclude: bool = False,
    listed: Listed | None = None,
    folders: FolderIndex | None = None,
    while_listing: WhileListing | None = None,
) -> Iterator[Candidate]:
    """Files named directly, then every file below each folder; each file once.

    `excludes` is one set for every folder, or a function giving each folder's.
    A folder's listing holds each of its files once, so its files are looked up and
    remembered only against the other paths (a run over one folder hashes no path).
    `listed` is told the names of each folder walked (see `Listed`); `folders`, the
    cache's folder index, gives the entries of the folders unchanged since a walk;
    `while_listing` is done while git lists a folder (see `WhileListing`).
    """
    walk = _Walk(excludes, use_git, listed, folders, while_listing)
    seen: set[str] = set()
    for position, raw in enumerate(paths):
        path = Path(raw)
        if path.is_dir():
            if force_exclude and walk.named_excluded(raw):
                continue
            found = walk.files_in(str(path))
            if seen:
                found = [file for file in found if file not in seen]
            if position < len(paths) - 1:
                seen.update(found)
            for file in found:
                yield Candidate(file, explicit=False)
        elif str(path) not in seen and not (force_exclude and walk.named_excluded(raw)):
            seen.add(str(path))
            yield Candidate(str(path), explicit=True)


def named_excluded(raw: str, excludes: Excludes | ExcludesFor | None) -> bool:
    """`--force-exclude`: whether a path named on the command line (or given as
    `--stdin-filename`), or a folder it is in, is excluded; it need not exist."""
    return _Walk(excludes, use_git=False).named_excluded(raw)


def _constant(excludes: Excludes) -> ExcludesFor:
    return lambda folder: excludes


class _Walk:
    """Lists the files below folders, skipping what each folder's excludes say."""

    def __init__(
        self,
        excludes: Excludes | ExcludesFor | None,
        use_git: bool,
        listed: Listed | None = None,
        folders: FolderIndex | None = None,
        while_listing: WhileListing | None = None,
    ):
        if excludes is None or isinstance(excludes, Excludes):
            excludes = _constant(excludes or Excludes())
        self.excludes_for, self.use_git, self.listed = excludes, use_git, listed
        self.folders, self.while_listing = folders, while_listing
        self.globs: dict[int, tuple[Excludes, _Globs]] = {}
        """By the excludes' identity (hashing their globs for each folder costs more)."""

    def judge(self, folder: str) -> tuple[Excludes, _Globs]:
        """The excludes of `folder`'s entries, with their globs (compiled once)."""
        excludes = self.excludes_for(folder)
        known = self.globs.get(id(excludes))
        if known is None or known[0] is not excludes:
            known = self.globs[id(excludes)] = (excludes, _Globs(excludes.patterns))
        return known

    def files_in(self, folder: str) -> list[str]:
        listed = _git_listing(folder, self.while_listing) if self.use_git else None
        if listed is None:
            files: list[str] = []
            self.walk(folder, files)
            return files
        return self.filter_listing(folder, listed)

    def skipped(self, path: str, *, folder: bool) -> bool:
        """Whether a file or folder is excluded by the excludes of the folder holding it."""
        return self.excluded(path, folder=folder) or (folder and self.virtualenv(path))

    def excluded(self, path: str, *, folder: bool) -> bool:
        """Whether a file or folder is excluded by its name or path (a version-control
        folder, or the excludes of the folder holding it)."""
        return self.excluded_in(os.path.dirname(path), path, os.path.basename(path), folder=folder)

    def excluded_in(self, holder: str, path: str, name: str, *, folder: bool) -> bool:
        """`excluded`, told the folder holding `path` and its name (`os.path.dirname`'s
        and `os.path.basename`'s answers)."""
        if folder and name in VCS_FOLDERS:
            return True
        excludes, globs = self.judge(holder or ".")
        return globs.match(path, name, excludes.root)

    def virtualenv(self, folder: str) -> bool:
        """A folder holding `pyvenv.cfg`, where the excludes above it keep the defaults."""
        excludes, _ = self.judge(os.path.dirname(folder) or ".")
        return excludes.defaults and os.path.isfile(os.path.join(folder, "pyvenv.cfg"))

    def named_excluded(self, raw: str) -> bool:
        """`--force-exclude`: whether a path named on the command line, or a folder it
        is in, is excluded (the folders above the current one are not judged)."""
        path = os.path.normpath(raw)
        absolute = os.path.abspath(path)
        here = os.getcwd()
        if os.path.commonpath([absolute, here]) == here:
            path = os.path.relpath(absolute, here)
        while path not in ("", ".", os.sep):
            if self.skipped(path, folder=os.path.isdir(path)):
                return True
            path = os.path.dirname(path)
        return False

    def walk(
        self,
        folder: str,
        files: list[str],
        above: tuple[Excludes, _Globs] | None = None,
        parent: str = "",
    ) -> None:
        """Adds the files below `folder` to `files` by name, depth first; symlinked folders
        are not entered and only files and symlinks are listed (no FIFO, socket or device).

        The top folder (`above` None) is read whatever it is; below it, a folder's own
        listing tells whether it is a virtualenv (by the excludes `above` it, of its
        `parent`), so a walk costs no system call a folder beyond reading it (or, with the
        cache's folder index, beyond `stat`ing it when it has not changed).
        """
        try:
            if self.folders is not None:
                entries = self.folders.entries_of(folder)
            else:
                entries = read_entries(folder)
        except OSError:
            return
        inherits = self.listed is not None and self.listed(
            folder, {name for name, _ in entries}, parent=parent if above is not None else None
        )
        if above is not None and above[0].defaults and _holds_pyvenv_cfg(folder, entries):
            return
        judged = above if inherits and above is not None else self.judge(folder)
        excludes, globs = judged
        root, by_name = excludes.root, globs.by_name
        prefix = _prefix(folder)
        for name, kind in entries:
            if by_name is not None:
                if name in by_name:
                    continue
                path = prefix + name
            else:
                path = prefix + name
                if globs.match(path, name, root):
                    continue
            if kind == FOLDER:
                if name not in VCS_FOLDERS:
                    self.walk(path, files, judged, folder)
            elif kind == FILE or (kind == LINK and not os.path.isdir(path)):
                files.append(path)

    def filter_listing(self, folder: str, listed: list[str]) -> list[str]:
        """git's list less the excluded folders and files. Nested work trees and
        submodules (listed as folders) are listed by their own git.

        Each folder holding a listed file is read once, as the walk reads it: its
        names tell the settings lookup about its settings file and `.git` (ignored
        ones included) and the excludes about a `pyvenv.cfg`, for one system call
        where asking about each name costs five. Below the top folder, none is a
        symlink: git lists a symlink, never files through it."""
        skipped: dict[str, bool] = {"": False}
        prefix = _prefix(folder)
        top = os.path.dirname(prefix + "-")  # the folder holding what git lists at the top
        self.read_folder(folder, entered=False)

        def inside_skipped(relative: str) -> bool:
            if relative not in skipped:
                parent, _, name = relative.rpartition("/")
                holder = prefix + parent if parent else top
                skipped[relative] = inside_skipped(parent) or self.skipped_folder(
                    holder, prefix + relative, name
                )
            return skipped[relative]

        has_submodules = ".gitmodules" in listed
        files: list[str] = []
        for parts, item in sorted((item.split("/"), item) for item in listed):
            relative = item.rstrip("/")
            full = prefix + relative
            parent = "/".join(parts[:-2] if item.endswith("/") else parts[:-1])
            if inside_skipped(parent):
                continue
            if item.endswith("/") or (has_submodules and os.path.isdir(full)):
                if not os.path.islink(full) and not inside_skipped(relative):
                    files.extend(self.files_in(full))
                continue
            holder = prefix + parent if parent else top
            if not self.excluded_in(holder, full, parts[-1], folder=False):
                files.append(full)
        return files

    def read_folder(self, folder: str, *, entered: bool) -> set[str] | None:
        """A folder's names, told to `listed` (from the cache's folder index when the
        folder is unchanged); None when it cannot be read."""
        try:
            if self.folders is not None:
                names = {name for name, _ in self.folders.entries_of(folder or ".")}
            else:
                names = set(os.listdir(folder or "."))
        except OSError:
            return None
        if self.listed is not None:
            self.listed(folder, names, parent=os.path.dirname(folder) if entered else None)
        return names

    def skipped_folder(self, holder: str, path: str, name: str) -> bool:
        """`skipped` for a folder below the top one of a git listing (in `holder`, named
        `name`), read (`read_folder`) when its name is not excluded: its names tell
        whether to ask for a `pyvenv.cfg`."""
        if self.excluded_in(holder, path, name, folder=True):
            return True
        names = self.read_folder(path, entered=True)
        return (names is None or "pyvenv.cfg" in names) and self.virtualenv(path)


def _holds_pyvenv_cfg(folder: str, entries: Entries) -> bool:
    """Whether a folder's entries hold a `pyvenv.cfg` file (as `os.path.isfile` says:
    through a symlink, and False when it cannot be told)."""
    for name, kind in entries:
        if name == "pyvenv.cfg":
            return kind == FILE or (kind == LINK and os.path.isfile(os.path.join(folder, name)))
    return False


_GIT_LIST = ("ls-files", "-co", "--exclude-standard", "-z")
"""What git tracks or would track: tracked files, and untracked ones not ignored."""

_started: dict[str, subprocess.Popen[bytes]] = {}
"""git listings started ahead (`start_git_listing`), by the folder's absolute path."""


def start_git_listing(folder: str) -> None:
    """Start git listing `folder` now, in a process of its own, when it is in a work tree:
    it lists while this process goes on with its imports and settings, and the walk
    takes its output (`stop_git_listings` ends one no walk took)."""
    key = os.path.abspath(folder)
    if key not in _started and _in_work_tree(folder):
        started = _start_git(folder)
        if started is not None:
            _started[key] = started


def stop_git_listings() -> None:
    """End the listings started ahead that no walk took (a run stopped before its walk)."""
    while _started:
        _, started = _started.popitem()
        started.kill()
        started.communicate()


def _start_git(folder: str) -> subprocess.Popen[bytes] | None:
    import subprocess  # only in a work tree: a run elsewhere does not pay for it

    try:
        started = subprocess.Popen(
            ["git", "-C", folder, *_GIT_LIST],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            stdin=subprocess.DEVNULL,
        )
    except OSError:  # git is not installed
        return None
    _widen(started)
    return started


_PIPE_BYTES = 1 << 20
"""A listing of about 25,000 paths, which git then writes without waiting to be read."""


def _widen(started: subprocess.Popen[bytes]) -> None:
    """Let git write its whole listing ahead of the read (Linux; elsewhere, and past the
    system's limit, the pipe stays as it is): it lists tracked files before it looks for
    untracked ones, and would otherwise wait on a full pipe before that search."""
    try:
        import fcntl
    except ImportError:  # Windows
        return
    size = getattr(fcntl, "F_SETPIPE_SZ", None)
    if size is not None and started.stdout is not None:
        with contextlib.suppress(OSError):
            fcntl.fcntl(started.stdout.fileno(), size, _PIPE_BYTES)


def _git_listing(folder: str, meanwhile: WhileListing | None = None) -> list[str] | None:
    """Paths relative to `folder` that git tracks or would track; None outside a work
    tree. `meanwhile` is done while git lists."""
    started = _started.pop(os.path.abspath(folder), None)
    if started is None:
        if not _in_work_tree(folder):
            return None
        started = _start_git(folder)
        if started is None:
            return None
    if meanwhile is not None:
        meanwhile(_prefix(folder), lambda: started.poll() is not None)
    output, _ = started.communicate()
    if started.returncode != 0:
        return None
    return [os.fsdecode(item) for item in output.split(b"\0") if item]


def _in_work_tree(folder: str) -> bool:
    """Whether git could list `folder`: a `.git` in it or a folder above, or git told
    where its repository is (`GIT_DIR`). Asked before starting git, which costs more
    than the walk of a small tree."""
    if "GIT_DIR" in os.environ:
        return True
    here = os.path.abspath(folder)
    while True:
        if os.path.exists(os.path.join(here, ".git")):
            return True
        above = os.path.dirname(here)
        if above == here:
            return False
        here = above
