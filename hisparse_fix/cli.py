"""The `hisparse-fix` command: options -> Settings, paths -> engine, results -> report.

The engine, the rules and the report are imported once the options are read, so
`--version`, `--help` and usage errors cost an interpreter and click.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import click

from hisparse_fix.sglang import matrix
from hisparse_fix.sglang.settings import KV_CACHE_DTYPE_TARGETS, SCOPES, BackendFix, Settings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.version import __version__

FORMATS = ("text", "json", "sarif", "github", "gitlab", "rdjson")
"""`--format` choices (the same as `hisparse_fix.outputs.FORMATS`, named here so that
`--help` does not import the engine)."""

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hisparse_fix.engine.pipeline import Result
    from hisparse_fix.formats import Format
    from hisparse_fix.project.batch import Batch
    from hisparse_fix.project.cache import Cache
    from hisparse_fix.project.config import Config
    from hisparse_fix.project.per_file import Resolver

    Emit = Callable[[str], None]

EXIT_CLEAN, EXIT_FIXES_NEEDED, EXIT_ERROR = 0, 1, 2

LONG_RUN = 200
"""From this many files a run shows a progress bar (on a terminal) and a closing summary."""


def _selectors(values: tuple[str, ...], option: str) -> tuple[str, ...] | None:
    """`--select HSF001,HSF002 --select dsa-backend` -> code prefixes; None when not
    given. An unknown selector is a usage error (exit 2), as in ruff."""
    from hisparse_fix.project import selectors

    if not values:
        return None
    try:
        return selectors.resolve(selectors.split(values), option=option, source="the command line")
    except selectors.UnknownSelectorError as error:
        raise click.UsageError(str(error)) from None


def _many(name: str, metavar: str, text: str) -> Callable[[Any], Any]:
    """An option that may be given several times (each value may be a comma list)."""
    return click.option(name, multiple=True, metavar=metavar, help=text)


class _Command(click.Command):
    """Lists the formats read, the rules and exit codes after the options in `--help`."""

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        from hisparse_fix.formats import FORMATS
        from hisparse_fix.rules import all_rules

        with formatter.section('Reads (README.md, "What it reads", has the details)'):
            formatter.write_dl([(fmt.title, ", ".join(_file_names(fmt))) for fmt in FORMATS])
        with formatter.section("Rules (--explain CODE for details)"):
            formatter.write_dl([(f"{r.code} {r.name}", r.title) for r in all_rules()])
        formatter.write_paragraph()
        formatter.write_text(
            "Exit status: 0 nothing left to fix; 1 fixes needed (dry run or --check), "
            "a launch SGLang refuses that no safe edit fixes, or warnings with --strict; "
            "2 usage error or a file that could not be read or parsed."
        )


def _file_names(fmt: Format) -> list[str]:
    """How `--help` names the files of a format: its suffixes, file names and `#!` line."""
    names = [*fmt.suffixes, *fmt.filenames]
    if fmt.shebang is not None:
        names.append(f"a {fmt.title} #! line")
    return names


HELP_OPTIONS = {"help_option_names": ["-h", "--help"]}


class _Commands(click.Group):
    """`hisparse-fix check|server|rule ...`, and `hisparse-fix [OPTIONS] [PATH]...` for
    `check`, as ruff's commands. A lone command name that is also a path here is
    refused: which was meant cannot be told (`./server` is a natural folder name)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] in self.commands:
            name = args[0]
            if len(args) == 1 and os.path.lexists(name):
                meant = {"server": "hisparse-fix server --stdio", "rule": "hisparse-fix rule CODE"}
                raise click.UsageError(
                    f"`{name}` names both the `{name}` command and the path ./{name}: run "
                    f"`hisparse-fix check {name}` to check the path, or "
                    f"`{meant.get(name, 'hisparse-fix check .')}` for the command"
                )
        else:  # options, paths or nothing: the checker's (its --help lists the commands)
            args = ["check", *args]
        return super().parse_args(ctx, args)


@click.group(cls=_Commands, context_settings=HELP_OPTIONS)
def main() -> None:
    """hisparse-fix: fix SGLang launch configurations that enable HiSparse.

    `hisparse-fix [OPTIONS] [PATH]...` is `hisparse-fix check`.
    """


@main.command("server", context_settings=HELP_OPTIONS)
@click.option(
    "--stdio",
    is_flag=True,
    help="Speak LSP over standard input and output (the only transport; the flag names "
    "the command beside a folder called server).",
)
def server_command(stdio: bool) -> None:
    """Run the language server for editors (LSP over standard input and output)."""
    _skip_last_collection()
    from hisparse_fix.server import serve

    serve()


@main.command("rule", context_settings=HELP_OPTIONS)
@click.argument("code")
def rule_command(code: str) -> None:
    """Explain a rule (as --explain CODE): what it does, why, an example, its fix."""
    _explain(code, hint="CODE")


@main.command("check", cls=_Command, context_settings=HELP_OPTIONS)
@click.argument("paths", nargs=-1, metavar="[PATH]...")
@click.option("--write", "--fix", "-w", is_flag=True, help="Apply the fixes in place.")
@click.option("--check", is_flag=True, help="Only report; exit 1 if any fix is needed.")
@click.option("--diff", is_flag=True, help="Also print the diff with --write or --check.")
@click.option(
    "--platform",
    type=click.Choice(matrix.PLATFORMS),
    default=None,
    help=(
        "Platform of launches that do not say (default: cuda; a launch whose own words"
        " show ROCm, XPU or an Ascend NPU is then judged there too)."
    ),
)
@click.option(
    "--gpu",
    type=click.Choice(matrix.GPU_NAMES),
    default=None,
    help=(
        "Judge launches on this GPU only (default: every GPU of the platform, where"
        " SGLang's verdict depends on it: an auto KV dtype, SM120 defaults)."
    ),
)
@click.option(
    "--scope",
    type=click.Choice(SCOPES),
    default=None,
    help=(
        "Launches to judge (default: hisparse). all also checks the backend flag spelling"
        " and refused options (HSF008, HSF104) of every SGLang launch, for a release upgrade."
    ),
)
@click.option(
    "--sglang-version",
    default="auto",
    show_default=True,
    metavar="VERSION",
    help="SGLang release whose rules apply; auto reads the installed sglang, else the "
    "newest table (a release newer than every table is refused).",
)
@click.option(
    "--kv-cache-dtype-target",
    type=click.Choice(KV_CACHE_DTYPE_TARGETS),
    default="fp8_e4m3",
    show_default=True,
    help="What a rejected --kv-cache-dtype becomes (HSF002).",
)
@click.option(
    "--backend-fix",
    type=click.Choice([choice.value for choice in BackendFix]),
    default="drop",
    show_default=True,
    help="Drop a disallowed DSA backend option, or replace it with SGLang's default (HSF003).",
)
@_many("--select", "CODES", "Only these rules: codes, prefixes, names or ALL (replaces a file's).")
@_many("--extend-select", "CODES", "These rules too, besides --select.")
@_many("--ignore", "CODES", "Skip these rules.")
@_many("--extend-ignore", "CODES", "Skip these rules too (as --ignore).")
@_many("--exclude", "GLOB", "Skip files and folders matching (replaces the default excludes).")
@_many("--extend-exclude", "GLOB", "Skip files and folders matching, besides the default excludes.")
@click.option(
    "--force-exclude/--no-force-exclude",
    default=None,
    help="Apply the excludes to files named on the command line too (pre-commit names them).",
)
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    metavar="N",
    help="Worker processes for large runs (default: the CPUs).",
)
@click.option(
    "--stdin-filename",
    metavar="NAME",
    help="Name (and so format) of the text read from `-`.",
)
@click.option(
    "--format",
    "--output-format",
    "output_format",
    type=click.Choice(FORMATS),
    default="text",
    show_default=True,
    help="Report format: text for people; json, sarif (code scanning), github "
    "(Actions annotations), gitlab (Code Quality), rdjson (reviewdog suggestions).",
)
@click.option(
    "--color/--no-color",
    default=None,
    help="Colour the text report (default: when standard output is a terminal; "
    "NO_COLOR and FORCE_COLOR are honoured).",
)
@click.option(
    "--config",
    "config_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Settings file to use instead of the nearest hisparse-fix.toml or "
    "pyproject.toml [tool.hisparse-fix].",
)
@click.option("--isolated", is_flag=True, help="Ignore settings files.")
@click.option(
    "--no-cache",
    is_flag=True,
    help="Neither read nor write the result cache (.hisparse-fix_cache/ in the project).",
)
@click.option(
    "--cache-dir",
    type=click.Path(file_okay=False, path_type=Path),
    envvar="HISPARSE_FIX_CACHE_DIR",
    metavar="DIR",
    help="Where results are remembered between runs (settings key cache-dir; "
    "default: .hisparse-fix_cache in the project's root).",
)
@click.option(
    "--strict",
    is_flag=True,
    help="Exit 1 on warnings too; report ignore comments that suppress nothing (HSF900).",
)
@click.option(
    "--exit-zero",
    is_flag=True,
    help="Exit 0 even when fixes are needed or a file cannot be read (usage errors exit 2).",
)
@click.option(
    "--exit-non-zero-on-fix",
    is_flag=True,
    help="With --write, exit 1 when a file was changed, even if nothing is left to fix.",
)
@click.option("--quiet", "-q", is_flag=True, help="Print diagnostics only: no summary or notices.")
@click.option(
    "--silent", is_flag=True, help="Print nothing; the exit status still tells (as ruff's)."
)
@click.option(
    "--statistics", is_flag=True, help="Count the findings by rule instead of listing them."
)
@click.option("--show-fixes", is_flag=True, help="After --write, list the findings fixed, apart.")
@click.option(
    "--output-file",
    "-o",
    type=click.Path(dir_okay=False, writable=True, path_type=Path),
    metavar="FILE",
    help="Write the report to FILE instead of standard output.",
)
@click.option(
    "--verbose", "-v", is_flag=True, help="Also print the traceback of an internal error."
)
@click.option("--explain", metavar="CODE", help="Explain a rule and exit.")
@click.option(
    "--show-settings",
    is_flag=True,
    help="Print the settings that judge each FILE and where each value comes from "
    "(the command line, a settings file, a per-file glob, the default), then exit.",
)
@click.option(
    "--show-sites",
    is_flag=True,
    help="Print what the tool reads in each FILE (launch sites, options with their "
    "spans, readers, each rule's findings and edits, the settled result), then exit.",
)
@click.version_option(__version__, "--version", "-V", prog_name="hisparse-fix")
@click.pass_context
def check_command(
    ctx: click.Context,
    paths: tuple[str, ...],
    write: bool,
    check: bool,
    diff: bool,
    platform: str | None,
    gpu: str | None,
    scope: str | None,
    sglang_version: str,
    kv_cache_dtype_target: str,
    backend_fix: str,
    select: tuple[str, ...],
    extend_select: tuple[str, ...],
    ignore: tuple[str, ...],
    extend_ignore: tuple[str, ...],
    exclude: tuple[str, ...],
    extend_exclude: tuple[str, ...],
    force_exclude: bool | None,
    jobs: int | None,
    stdin_filename: str | None,
    output_format: str,
    color: bool | None,
    config_file: Path | None,
    isolated: bool,
    no_cache: bool,
    cache_dir: Path | None,
    strict: bool,
    exit_zero: bool,
    exit_non_zero_on_fix: bool,
    quiet: bool,
    silent: bool,
    statistics: bool,
    show_fixes: bool,
    output_file: Path | None,
    verbose: bool,
    explain: str | None,
    show_settings: bool,
    show_sites: bool,
) -> None:
    """Fix SGLang launch configurations that enable HiSparse so that SGLang accepts them.

    PATH may be a file, a folder (searched recursively; . when none is given) or -
    for standard input. Without --write or --check, prints the diff that --write
    would apply and writes nothing. Each file is judged by the settings file
    nearest to it (hisparse-fix.toml or pyproject.toml [tool.hisparse-fix]),
    the command line over it.

    The files it reads are listed under "Reads" below. Each alternative run of a
    launch is judged; an edit is made only where every run and launch reading
    that text needs it, and no other reader the tool does not model (a test,
    another program, a heredoc) reads it; else the finding is reported as
    unfixable, naming that reader. What a launch holds that the tool cannot read
    is reported (HSF000).

    Commands, as ruff's: `hisparse-fix check` (this one, also without its name),
    `hisparse-fix server` (the language server for editors, LSP over stdio) and
    `hisparse-fix rule CODE` (as --explain). A lone command name that is also a path
    here is refused rather than guessed: `hisparse-fix check server` checks ./server.
    """
    _skip_last_collection()
    if explain is not None:
        _explain(explain)
        return
    paths = paths or (".",)
    if write and check:
        raise click.UsageError("--write and --check cannot be used together")
    _start_git_listings(paths)
    try:
        given = _given(
            ctx,
            {
                "platform": platform,
                "gpu": gpu,
                "scope": scope,
                "sglang-version": sglang_version,
                "kv-cache-dtype-target": kv_cache_dtype_target,
                "backend-fix": backend_fix,
                "select": _selectors(select, "select"),
                "extend-select": _selectors(extend_select, "extend-select"),
                "ignore": _selectors(ignore, "ignore"),
                "extend-ignore": _selectors(extend_ignore, "extend-ignore"),
                "exclude": exclude,
                "extend-exclude": extend_exclude,
                "force-exclude": force_exclude,
                "jobs": jobs,
                "cache-dir": cache_dir,
            },
        )
        if given["sglang-version"] not in (None, "auto"):
            _release(given["sglang-version"])  # refused before any file is read
        resolver = _resolver(given, config_file, isolated=isolated, strict=strict)
        if show_sites:
            _show_sites(paths, resolver, stdin_filename)
            return
        if show_settings:
            _show_settings(paths, resolver, stdin_filename)
            return
        quiet = quiet or silent
        try:
            run = _run(
                paths,
                resolver,
                write=write,
                stdin_filename=stdin_filename,
                progress=not quiet and output_format == "text",
                own_fixes=output_format in OWN_FIXES,
                cache=None if no_cache else _cache(resolver, config_file),
                settle=write or diff or not check,
            )
        except _config_error() as error:
            raise ConfigFileError(str(error)) from None
        # With --write on standard input the fixed text is the output: all else goes to stderr.
        to_stderr = write and "-" in paths
        with _report_stream(output_file, to_stderr=to_stderr) as emit:
            if silent:
                pass  # ruff's --silent: the exit status alone tells, file errors included
            elif output_format == "text":
                colour = output_file is None and _use_colour(color, to_stderr)
                view = _View(write, diff or not (write or check), quiet, statistics, show_fixes)
                _print(run, view, emit=emit, color=colour)
            else:
                _print_machine(run, output_format, emit=emit)
        if verbose:
            _print_tracebacks(run.results)
        code = _exit_code(run.results, write=write, strict=strict)
        if exit_non_zero_on_fix and write and any(result.changed for result in run.results):
            code = max(code, EXIT_FIXES_NEEDED)
        ctx.exit(EXIT_CLEAN if exit_zero else code)
    finally:
        from hisparse_fix.project.walk import stop_git_listings

        stop_git_listings()  # those a run stopped before its walk left


def _start_git_listings(paths: tuple[str, ...]) -> None:
    """git lists each folder named that is in a work tree while the settings are read
    (`walk.start_git_listing`)."""
    from hisparse_fix.project.walk import start_git_listing

    for path in paths:
        if path != "-" and os.path.isdir(path):
            start_git_listing(path)


def _skip_last_collection() -> None:
    """Spare the garbage collection the interpreter runs as the process ends: it walks
    every object of the run, a few milliseconds, only to free memory the process is
    about to give back. Registered once however many times `main` runs."""
    import atexit
    import gc

    atexit.unregister(gc.freeze)
    atexit.register(gc.freeze)


def _release(version: str) -> matrix.Release | None:
    """`--sglang-version` -> its table. `auto` is the installed sglang's (None when none
    is installed: `Settings` reads the newest table only if a file holds a launch); an
    installed release newer than every table is judged by the newest, named as such."""
    from hisparse_fix.sglang.settings import known_release, newer_than_tables

    if version != "auto":
        try:
            return known_release(version)
        except matrix.UnknownReleaseError as error:
            raise click.BadParameter(str(error), param_hint="--sglang-version") from None
    release = matrix.installed_release()
    if release is None or not newer_than_tables(release):
        return release
    newest = matrix.newest().version
    click.echo(
        f"warning: sglang {release.version} is installed, newer than every table: "
        f"judged by the newest table, SGLang {newest}'s",
        err=True,
    )
    return replace(release, version=newest)


def _explain(code: str, hint: str = "--explain") -> None:
    from hisparse_fix.rules import find_rule

    found = find_rule(code)
    if found is None:
        raise click.BadParameter(f"no rule {code!r}", param_hint=hint)
    click.echo(f"{found.code} ({found.name})\n\n{found.explanation}")


class ConfigFileError(click.ClickException):
    """A settings file with an unknown key or a bad value: a usage error (exit 2)."""

    exit_code = EXIT_ERROR


class UnreadableFileError(click.ClickException):
    """A file `--show-sites` cannot read or parse: exit 2, as in a run."""

    exit_code = EXIT_ERROR


def _config_error() -> type[Exception]:
    from hisparse_fix.project.config import ConfigError

    return ConfigError


def _given(ctx: click.Context, values: dict[str, Any]) -> dict[str, Any]:
    """The options set on the command line; None for those left at their default, which
    a settings file may set (`per_file.Resolver` puts the command line over it)."""
    given = {}
    for key, value in values.items():
        source = ctx.get_parameter_source(key.replace("-", "_"))
        if source in (None, click.core.ParameterSource.DEFAULT) or value in ((), None):
            value = None
        given[key] = value
    return given


def _resolver(
    given: dict[str, Any], config_file: Path | None, *, isolated: bool, strict: bool
) -> Resolver:
    """Each file's settings: `--config` for all, `--isolated` none, else the nearest."""
    from hisparse_fix.project import config
    from hisparse_fix.project.per_file import Resolver

    try:
        fixed: Config | None = None
        if config_file is not None:
            fixed = config.load_file(config_file)
        elif isolated:
            fixed = config.Config()
        return Resolver(given, release_of=_release, fixed=fixed, report_unused_ignores=strict)
    except config.ConfigError as error:
        raise ConfigFileError(str(error)) from None


OWN_FIXES = ("json", "sarif", "rdjson")
"""The reports that show each finding's fix alone (`engine.fix_text`'s `own_fixes`)."""


def _cache(resolver: Resolver, config_file: Path | None) -> Cache:
    """The result cache: `--cache-dir` (or `HISPARSE_FIX_CACHE_DIR`), else the settings
    file's `cache-dir` (relative to that file's folder), else the project's."""
    from hisparse_fix.project.cache import FOLDER, Cache, project_root

    given = resolver.given.get("cache-dir")
    if given is not None:
        return Cache(Path(given))
    found = resolver.config_for(".")
    if found.values.get("cache-dir") is not None and found.path is not None:
        return Cache(found.path.parent / found.values["cache-dir"])
    return Cache(project_root(Path.cwd(), config_file) / FOLDER)


def _use_colour(flag: bool | None, to_stderr: bool) -> bool:
    """--color/--no-color, else NO_COLOR, FORCE_COLOR, else whether stdout is a terminal."""
    if flag is not None:
        return flag
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    stream = sys.stderr if to_stderr else sys.stdout
    return stream.isatty()


def _run(
    paths: tuple[str, ...],
    resolver: Resolver,
    *,
    write: bool,
    stdin_filename: str | None,
    progress: bool,
    own_fixes: bool = True,
    cache: Cache | None = None,
    settle: bool = True,
) -> Batch:
    """The named files and folders judged: `settle` unless only the verdict is asked
    (`--check` without `--diff`), see `engine.fix_text`."""
    from hisparse_fix.project.batch import Batch, default_jobs, process_paths
    from hisparse_fix.project.starter import HEAD_START_FILES, Starter
    from hisparse_fix.project.walk import iter_candidates

    stdin = None
    force = bool(resolver.run_value("force-exclude"))
    if "-" in paths:
        settings = resolver.settings_for(stdin_filename or "-")
        excluded = (
            force and stdin_filename is not None and _force_excluded(stdin_filename, resolver)
        )
        stdin = _run_stdin(
            settings, write=write, filename=stdin_filename, own_fixes=own_fixes, excluded=excluded
        )
    missing = [_missing(p) for p in paths if p != "-" and not os.path.lexists(p)]
    files = [p for p in paths if p != "-" and os.path.lexists(p)]
    walks = any(map(os.path.isdir, files))
    indexed = cache if walks else None  # the indexes are a walk's (`batch._indexed`)
    listed = iter_candidates(
        files,
        resolver.excludes_for,
        force_exclude=force,
        listed=resolver.listed,
        folders=indexed.folders if indexed is not None else None,
        while_listing=indexed.check_ahead if indexed is not None else None,
    )
    jobs = resolver.run_value("jobs") or default_jobs()
    with Starter() as starter:
        if jobs > 1 and walks and (cache is None or cache.cold):
            starter.start()  # a cold run over a tree: the workers get ready during the walk
        candidates = [(c.path, c.explicit, resolver.settings_for(c.path)) for c in listed]
        if len(candidates) < HEAD_START_FILES:
            starter.close()  # read sooner than it gets ready: the usual workers
        batch = partial(
            process_paths,
            candidates,
            Settings(),
            write=write,
            jobs=jobs,
            own_fixes=own_fixes,
            cache=cache,
            settle=settle,
            starter=starter,
        )
        if progress and len(candidates) >= LONG_RUN and sys.stderr.isatty():
            with click.progressbar(
                length=len(candidates), label="Scanning", file=sys.stderr
            ) as bar:
                run = batch(advance=bar.update)
        else:
            run = batch()
    head = (*missing, stdin) if stdin is not None else tuple(missing)
    scanned = run.scanned + (stdin is not None and stdin.problem is None)
    return Batch((*head, *run.results), scanned, run.seconds)


def _missing(path: str) -> Result:
    """A path named on the command line that is not there: an error (exit 2), as ruff's
    E902, with the operating system's words."""
    from hisparse_fix.engine.pipeline import Problem, Result
    from hisparse_fix.outputs.report import NOT_FOUND

    return Result(path, problem=Problem(NOT_FOUND))


def _force_excluded(filename: str, resolver: Resolver) -> bool:
    """`--force-exclude` with `--stdin-filename`: whether the name the text stands for
    is excluded, as a file named on the command line would be (ruff's)."""
    from hisparse_fix.project.walk import named_excluded

    return named_excluded(filename, resolver.excludes_for)


def _run_stdin(
    settings: Settings, *, write: bool, filename: str | None, own_fixes: bool, excluded: bool
) -> Result:
    """`-`: fix standard input; with --write the fixed text goes to standard output (the
    text as it came when its name is excluded: an editor's buffer is never emptied)."""
    from hisparse_fix.engine.pipeline import Problem, Result, decode, process_bytes

    label = filename or "-"
    data = sys.stdin.buffer.read()
    fmt = None if excluded else _stdin_format(filename, decode(data))
    if excluded:
        result = Result(label, skipped=True, note="excluded (--force-exclude)")
    elif fmt is None:
        what = f"the format of {filename}" if filename else "the format of standard input"
        hint = "name a file of a format it reads" if filename else "pass --stdin-filename NAME"
        result = Result(label, problem=Problem(f"cannot tell {what}: {hint}"))
    else:
        result = process_bytes(label, data, fmt, settings, own_fixes=own_fixes)
        if not result.original:  # kept for the machine-readable report's positions
            text = decode(data)
            result = replace(result, original=text, fixed=text)
    if write:
        sys.stdout.buffer.write(result.fixed_bytes if result.changed else data)
        sys.stdout.flush()
    return result


def _show_settings(paths: tuple[str, ...], resolver: Resolver, stdin_filename: str | None) -> None:
    """`--show-settings`: for each named file, the settings that judge it (ruff's)."""
    for path in paths:
        label = (stdin_filename or "-") if path == "-" else path
        click.echo(f"Settings for {label}:")
        for key, value, source in resolver.explained(label):
            if isinstance(value, list):
                value = ", ".join(value) or "none"
            click.echo(f"  {key} = {'none' if value is None else value}  ({source})")


def _show_sites(paths: tuple[str, ...], resolver: Resolver, stdin_filename: str | None) -> None:
    """`--show-sites`: each named file as the pipeline sees it (`engine.show_sites`)."""
    from hisparse_fix.engine.pipeline import decode
    from hisparse_fix.engine.show_sites import show_sites
    from hisparse_fix.formats import format_for
    from hisparse_fix.formats.errors import ParseError

    for path in paths:
        if path == "-":
            text = decode(sys.stdin.buffer.read())
            fmt = _stdin_format(stdin_filename, text)
        elif os.path.isdir(path):
            raise click.UsageError(f"--show-sites reads files, and {path} is a folder")
        else:
            try:
                text = decode(Path(path).read_bytes())
            except OSError as error:
                raise UnreadableFileError(f"{path}: {error.strerror}") from None
            fmt = format_for(Path(path), text[:256])
        label = (stdin_filename or "-") if path == "-" else path
        if fmt is None:
            raise click.UsageError(f"{label}: not a format the tool reads")
        try:
            view = show_sites(text, fmt, resolver.settings_for(label))
        except ParseError as error:
            where = f"{error.line}:{error.column}: " if error.line else ""
            raise UnreadableFileError(f"{label}:{where}{error.message}") from None
        click.echo(f"{label} ({fmt.title})\n{view}", nl=False)


def _stdin_format(filename: str | None, text: str) -> Format | None:
    """By `--stdin-filename`, else by the text (see `hisparse_fix.formats.sniff`)."""
    from hisparse_fix.formats import format_for
    from hisparse_fix.formats.sniff import sniff

    if filename is not None:
        return format_for(Path(filename), text[:256])
    return sniff(text)


class _View(NamedTuple):
    """What the text report shows."""

    write: bool
    diff: bool
    quiet: bool
    """Diagnostics only (ruff's `-q`): no summary, no notices."""
    statistics: bool
    show_fixes: bool


@contextlib.contextmanager
def _report_stream(output_file: Path | None, *, to_stderr: bool) -> Iterator[Emit]:
    """Where the report goes: `--output-file`, else standard output (standard error
    when standard output carries the fixed text of `-`)."""
    if output_file is None:
        yield lambda text: click.echo(text, nl=False, err=to_stderr, color=True)
        return
    with output_file.open("w", encoding="utf-8", errors="surrogateescape") as handle:
        yield handle.write


def _print(run: Batch, view: _View, *, emit: Emit, color: bool) -> None:
    from hisparse_fix.outputs import report

    results = run.results
    _print_problems(results, quiet=view.quiet)
    if view.diff and not view.statistics:
        for result in results:
            if result.changed:
                text = report.unified_diff(result)
                emit(report.colour_diff(text) if color else text)
    fixed = view.write
    if view.statistics:
        lines = report.statistics(results, fixed=fixed)
    else:
        lines = list(report.finding_lines(results, color=color, open_only=fixed))
    for line in lines:
        emit(line + "\n")
    if view.quiet:
        return
    if view.show_fixes and fixed:
        emit("".join(line + "\n" for line in report.fixed_lines(results)))
    if run.scanned == 0 and not results:
        click.echo("warning: no file hisparse-fix reads under the given paths", err=True)
    emit(report.summary(results, written=view.write, scanned=run.scanned) + "\n")
    if run.scanned >= LONG_RUN:
        emit(report.totals(run, written=view.write) + "\n")


def _print_tracebacks(results: Sequence[Result]) -> None:
    """`--verbose`: what an internal error in a file came from, for a bug report."""
    for result in results:
        if result.problem is not None and result.problem.detail:
            click.echo(f"{result.path}: traceback:\n{result.problem.detail.rstrip()}", err=True)


def _print_problems(results: Sequence[Result], *, quiet: bool) -> None:
    from hisparse_fix.outputs import report

    for result in results:
        if result.problem is not None:
            click.echo(report.problem_line(result), err=True)
        elif result.skipped and not quiet:
            why = result.note or "not a format hisparse-fix reads"
            click.echo(report.printable(f"{result.path}: skipped: {why}"), err=True)


def _print_machine(run: Batch, output_format: str, *, emit: Emit) -> None:
    """A machine-readable report on stdout, a file that was not read in it as an HSF901
    finding; errors are also printed on stderr."""
    from hisparse_fix.outputs import Tool, render

    _print_problems(run.results, quiet=True)
    sources = _sources(run.results)
    emit(render(output_format, run.results, sources, Tool("hisparse-fix", __version__)))


def _sources(results: Sequence[Result]) -> dict[str, str]:
    """The original text of files with findings that the results do not keep
    (unchanged files): read again, for end positions and byte columns."""
    from hisparse_fix.engine.pipeline import decode

    sources = {}
    for result in results:
        if not result.findings or result.original:
            continue
        try:
            sources[result.path] = decode(Path(result.path).read_bytes())
        except OSError:
            continue
    return sources


def _exit_code(results: Sequence[Result], *, write: bool, strict: bool) -> int:
    if any(result.problem is not None for result in results):
        return EXIT_ERROR
    findings = [item for result in results for item in result.findings]
    if not write and any(item.fixable for item in findings):
        return EXIT_FIXES_NEEDED
    if any(item.refused and not item.fixable for item in findings):
        return EXIT_FIXES_NEEDED  # SGLang still refuses it, and no edit could fix it
    if any(result.unjudged for result in results):
        return EXIT_FIXES_NEEDED  # it mentions HiSparse, and its launches were not read
    if strict and any(not item.refused for item in findings):
        return EXIT_FIXES_NEEDED
    return EXIT_CLEAN
