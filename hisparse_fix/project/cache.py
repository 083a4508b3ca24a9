"""Verdicts remembered between runs, as ruff and black remember theirs.

A file's verdict is a function of its bytes, its format, its settings (platform,
release table, GPU, selection, scope, backend fix, per-file settings: the whole
`Settings` value), whether findings carry their own fix, the tool's code and tables,
and the files it read besides (`outside`: a local model folder's `config.json`).
An entry is stored under a digest of all but the last, and holds the files read
besides with their state, checked again before it is trusted. Only files that pass
the marker test are looked up: the others cost no parse anyway, and those the
clean-file index (`clean_index`) knows unchanged are not even read.

Entries live in the project's `.hisparse-fix_cache/` (the folder of the settings
file, `pyproject.toml` or `.git` nearest the current folder; else the current
folder), or where `cache-dir` / `--cache-dir` says, one folder per version of the
tool's code and one JSON file per entry, each written whole (a temporary file
renamed over it), so concurrent runs never see half an entry. An entry that cannot
be read, belongs to another version or key, or is not what an entry holds is a
miss, and is written again. JSON rather than pickle: a cache folder in a cloned
repository is someone else's data, and reading it must not run code.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import fields, is_dataclass
from enum import Enum
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hisparse_fix.engine.pipeline import Located, Problem, Result
from hisparse_fix.formats.codec import Codec
from hisparse_fix.project.state_index import write_whole
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.outside import Read
from hisparse_fix.vocabulary.version import __version__

if TYPE_CHECKING:
    from hisparse_fix.project.clean_index import CleanIndex
    from hisparse_fix.project.folder_index import FolderIndex

FOLDER = ".hisparse-fix_cache"
LAYOUT = 2
"""The entries' shape: an entry of another layout is a miss."""
PROJECT_MARKS = ("hisparse-fix.toml", "pyproject.toml", ".git")
"""A folder holding one of these is a project's root (ruff's: where its settings are)."""
_TAG = (
    "Signature: 8a477f597d28d172789f06886806bc55\n"
    "# This file is a cache directory tag created by hisparse-fix.\n"
    "# For information about cache directory tags see https://bford.info/cachedir/\n"
)


def project_root(start: Path, settings_file: Path | None = None) -> Path:
    """The folder of `settings_file` (`--config`), else the nearest folder from `start`
    up that holds a settings file, a `pyproject.toml` or `.git`; else `start`."""
    if settings_file is not None:
        return settings_file.resolve().parent
    start = start.resolve()
    for folder in (start, *start.parents):
        if any(os.path.exists(folder / mark) for mark in PROJECT_MARKS):
            return folder
    return start


def canonical(value: Any) -> Any:
    """`value` as JSON that is the same in every process (sets sorted, records by
    field): `hash` of a string changes from one process to the next."""
    if isinstance(value, Settings):  # its release unread: None stands for the newest table
        named = {
            item.name: getattr(value, item.name) for item in fields(value) if item.name != "release"
        }
        return {"Settings": canonical({**named, "release": value.__dict__.get("_release")})}
    if is_dataclass(value) and not isinstance(value, type):
        named = {item.name: getattr(value, item.name) for item in fields(value)}
        return {type(value).__name__: canonical(named)}
    if isinstance(value, Enum):
        return canonical(value.value)
    if isinstance(value, Mapping):
        return [[canonical(key), canonical(item)] for key, item in sorted(value.items())]
    if isinstance(value, (set, frozenset)):
        return sorted(canonical(item) for item in value)
    if isinstance(value, (tuple, list)):
        return [canonical(item) for item in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise TypeError(f"no canonical form for {type(value).__name__}")


def _digest(*parts: bytes) -> str:
    hasher = _blake2b()(digest_size=20)
    for part in parts:
        hasher.update(len(part).to_bytes(8, "little"))
        hasher.update(part)
    return hasher.hexdigest()


@cache
def _blake2b() -> Any:
    """`hashlib.blake2b`, from the module that `hashlib` takes it from: `hashlib` loads
    OpenSSL's bindings first (about 4 ms, a tenth of a warm run's imports), and its
    BLAKE2 is always this one."""
    try:
        from _blake2 import blake2b
    except ImportError:  # an interpreter without the module: the same function
        from hashlib import blake2b
    return blake2b


@cache
def code_version() -> str:
    """The tool's version and the state of every file of its package (modules, release
    tables, option lists): an edit in a checkout is a new version."""
    import zlib  # here, as `json` below: a run the cache does not answer does not need them

    states: list[str] = []
    _file_states(str(Path(__file__).parents[1]), "", states)  # the whole package
    data = "\n".join(states).encode()
    return f"{__version__}-{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


_CODE_SUFFIXES = (".py", ".toml", ".txt", ".json", ".scm")


def _file_states(folder: str, relative: str, states: list[str]) -> None:
    """`name:size:mtime_ns` of each file of the package below `folder`, in name order
    (a checksum of them names the code's version: no cryptographic hash is imported
    for it, which a run over clean files would otherwise pay for)."""
    with os.scandir(folder) as entries:
        for entry in sorted(entries, key=lambda entry: entry.name):
            if entry.is_dir(follow_symlinks=False):
                if entry.name != "__pycache__":
                    _file_states(entry.path, f"{relative}{entry.name}/", states)
            elif entry.name.endswith(_CODE_SUFFIXES):
                info = entry.stat()
                states.append(f"{relative}{entry.name}:{info.st_size}:{info.st_mtime_ns}")


class Cache:
    """The entries of one cache folder, for the code of this process. Nothing is read
    or written until a file passes the marker test."""

    def __init__(self, folder: Path) -> None:
        self.root = folder
        self._keys: dict[tuple[int, str, bool], tuple[Settings, bytes]] = {}
        self._ready = False

    def __getstate__(self) -> dict[str, Any]:
        """Sent to another process (`starter`), a cache is where its entries are: not this
        run's indexes, which only this process reads and saves."""
        return {"root": self.root, "_keys": {}, "_ready": self._ready}

    @cached_property
    def folder(self) -> Path:
        """The entries of this version of the code."""
        return self.root / code_version()

    @property
    def cold(self) -> bool:
        """Nothing remembered yet by this version of the code (no clean-file index): a run
        that reads and judges every file."""
        from hisparse_fix.project.clean_index import NAME

        return not (self.folder / NAME).exists()

    @cached_property
    def clean(self) -> CleanIndex:
        """The files found without a marker, by their state on disk (`clean_index`)."""
        from hisparse_fix.project.clean_index import NAME, CleanIndex

        return CleanIndex(self.folder / NAME)

    @cached_property
    def folders(self) -> FolderIndex:
        """The folders' listings, by their state on disk (`folder_index`)."""
        from hisparse_fix.project.folder_index import NAME, FolderIndex

        return FolderIndex(self.folder / NAME)

    def check_ahead(self, below: str, done: Callable[[], bool]) -> None:
        """While git lists a folder (`walk.WhileListing`): the state of the files and
        folders the indexes remember below it, taken now rather than in their turn."""
        self.clean.check_ahead(below, done)
        self.folders.check_ahead(below, done)

    def save(self) -> None:
        """What the run learned besides its entries (the clean-file and folder indexes),
        written."""
        for index in ("clean", "folders"):
            if index in self.__dict__:
                with contextlib.suppress(OSError):
                    self._prepare()
                    getattr(self, index).save()

    def key(self, data: bytes, settings: Settings, fmt: str, own_fixes: bool) -> str:
        """The digest an entry for these bytes is stored under."""
        found = self._keys.get((id(settings), fmt, own_fixes))
        if found is None:
            import json

            judged = json.dumps([canonical(settings), fmt, own_fixes], sort_keys=True)
            found = self._keys[(id(settings), fmt, own_fixes)] = (settings, judged.encode())
        return _digest(found[1], data)

    def get(self, key: str, label: str, data: bytes) -> tuple[Result, list[Read]] | None:
        """The remembered result for the entry `key` of the bytes `data`, shown as `label`,
        with the files it read besides; None when there is none or it is not to be
        trusted."""
        import json

        try:
            with open(self.folder / f"{key}.json", "rb") as handle:
                entry = json.loads(handle.read())
            if entry["layout"] != LAYOUT or entry["code"] != self.folder.name:
                return None
            if entry["key"] != key:
                return None
            from hisparse_fix.vocabulary.outside import unchanged

            reads = [(str(path), _state(was)) for path, was in entry["reads"]]
            if not unchanged(reads):
                return None
            return result_from(entry["result"], label, data), reads
        except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError):
            return None  # absent, unreadable, foreign or corrupt: judged again

    def put(self, key: str, result: Result, reads: Iterable[Read] = ()) -> None:
        """Remember `result` under `key`; a result that is no verdict on the bytes (a
        time limit, an internal error) is not remembered. A cache that cannot be
        written is no error: the run goes on without it."""
        if result.problem is not None and result.problem.transient:
            return
        entry = {
            "layout": LAYOUT,
            "code": self.folder.name,
            "key": key,
            "reads": [[path, state] for path, state in reads],
            "result": result_to(result),
        }
        import json

        data = json.dumps(entry, ensure_ascii=True, separators=(",", ":")).encode()
        with contextlib.suppress(OSError):
            self._prepare()
            write_whole(self.folder / f"{key}.json", data)

    def _prepare(self) -> None:
        """The cache folder, made ignored by git and tagged as a cache (backups skip
        it); the entries of older versions of the same tool are removed."""
        if self._ready:
            return
        if not self.folder.is_dir():
            self.root.mkdir(parents=True, exist_ok=True)
            ignore = self.root / ".gitignore"
            if not ignore.exists():
                write_whole(ignore, b"# Created by hisparse-fix.\n*\n")
            tag = self.root / "CACHEDIR.TAG"
            if not tag.exists():
                write_whole(tag, _TAG.encode())
            _remove_older(self.root, self.folder.name)
            self.folder.mkdir(exist_ok=True)
        self._ready = True


def _remove_older(root: Path, current: str) -> None:
    """The entry folders of this version's earlier code (a checkout edited since)."""
    import shutil

    version = current.rsplit("-", 1)[0]
    for entry in root.iterdir():
        if entry.is_dir() and entry.name.rsplit("-", 1)[0] == version and entry.name != current:
            shutil.rmtree(entry, ignore_errors=True)


def _state(value: Any) -> tuple[int, int, int, int] | None:
    if value is None:
        return None
    device, inode, size, mtime = value
    return (int(device), int(inode), int(size), int(mtime))


def result_to(result: Result) -> dict[str, Any]:
    """A result as JSON, without its path (an entry serves any file with these bytes)
    and without its original text (the bytes are at hand when it is read back)."""
    problem = result.problem
    return {
        "changed": result.changed,
        "fixed": result.fixed if result.changed else None,
        "codec": [result.codec.encoding, result.codec.errors],
        "findings": [_located_to(item) for item in result.findings],
        "after": [_located_to(item) for item in result.after],
        "problem": None
        if problem is None
        else [problem.message, problem.line, problem.column, problem.detail],
        "skipped": result.skipped,
        "note": result.note,
        "unjudged": result.unjudged,
        "settled": result.settled,
    }


def result_from(entry: Mapping[str, Any], label: str, data: bytes) -> Result:
    """`result_to` read back for the file `label` holding `data`."""
    codec = Codec(*entry["codec"])
    original = fixed = ""
    if entry["changed"]:
        original = data.decode(codec.encoding, codec.errors)
        fixed = entry["fixed"]
        if not isinstance(fixed, str) or fixed == original:
            raise ValueError("a changed result without its fixed text")
    problem = entry["problem"]
    return Result(
        label,
        original,
        fixed,
        tuple(_located_from(item) for item in entry["findings"]),
        None if problem is None else Problem(*problem),
        bool(entry["skipped"]),
        str(entry["note"]),
        codec=codec,
        unjudged=bool(entry["unjudged"]),
        after=tuple(_located_from(item) for item in entry["after"]),
        settled=entry["settled"] is True,
    )


def _located_to(item: Located) -> list[Any]:
    finding = item.finding
    span = [finding.span.start, finding.span.end]
    fix = [[hunk.start, hunk.end, hunk.text] for hunk in item.fix]
    return [
        finding.code,
        finding.message,
        span,
        finding.severity.value,
        item.line,
        item.column,
        fix,
    ]


def _located_from(item: list[Any]) -> Located:
    from hisparse_fix.engine.hunks import Hunk
    from hisparse_fix.vocabulary.sites import Finding, Severity, Span

    code, message, (start, end), severity, line, column, fix = item
    finding = Finding(str(code), str(message), Span(int(start), int(end)), Severity(severity))
    hunks = tuple(Hunk(int(s), int(e), str(text)) for s, e, text in fix)
    return Located(finding, int(line), int(column), hunks)
