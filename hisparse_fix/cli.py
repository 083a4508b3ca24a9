"""The `hisparse-fix` command: options -> Settings, paths -> engine, results -> report.

The engine, the rules and the report are imported once the options are read, so
`--version`, `--help` and usage errors cost an interpreter and click.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from hisparse_fix import __version__, matrix
from hisparse_fix.settings import KV_CACHE_DTYPE_TARGETS, BackendFix, Settings

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hisparse_fix.engine import Result, Run
    from hisparse_fix.walk import Excludes

EXIT_CLEAN, EXIT_FIXES_NEEDED, EXIT_ERROR = 0, 1, 2

LONG_RUN = 200
"""From this many files a run shows a progress bar (on a terminal) and a closing summary."""


def _codes(values: tuple[str, ...]) -> tuple[str, ...]:
    """`--select HSF001,HSF002 --select HSF003` -> the codes, upper-cased."""
    return tuple(code.strip().upper() for value in values for code in value.split(",") if code)


class _Command(click.Command):
    """Lists the rules and exit codes after the options in `--help`."""

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        from hisparse_fix.rules import all_rules

        with formatter.section("Rules (--explain CODE for details)"):
            formatter.write_dl([(f"{r.code} {r.name}", r.title) for r in all_rules()])
        formatter.write_paragraph()
        formatter.write_text(
            "Exit status: 0 nothing left to fix; 1 fixes needed (dry run or --check), "
            "a launch SGLang refuses that no safe edit fixes, or warnings with --strict; "
            "2 usage error or a file that could not be read or parsed."
        )


@click.command(cls=_Command, context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("paths", nargs=-1, metavar="PATH...")
@click.option("--write", "-w", is_flag=True, help="Apply the fixes in place.")
@click.option("--check", is_flag=True, help="Only report; exit 1 if any fix is needed.")
@click.option("--diff", is_flag=True, help="Also print the diff with --write or --check.")
@click.option(
    "--platform",
    type=click.Choice(matrix.PLATFORMS),
    default="cuda",
    show_default=True,
    help="Platform of launches that do not say (ROCm cannot be told from a launch).",
)
@click.option(
    "--sglang-version",
    default="auto",
    show_default=True,
    metavar="VERSION",
    help="SGLang release whose rules apply; auto reads the installed sglang, else the newest.",
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
@click.option("--select", multiple=True, metavar="CODES", help="Only these rule codes (prefixes).")
@click.option("--ignore", multiple=True, metavar="CODES", help="Skip these rule codes (prefixes).")
@click.option(
    "--exclude",
    multiple=True,
    metavar="GLOB",
    help="Skip files and folders matching (replaces the default excludes).",
)
@click.option(
    "--extend-exclude",
    multiple=True,
    metavar="GLOB",
    help="Skip files and folders matching, besides the default excludes.",
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
@click.option("--strict", is_flag=True, help="Exit 1 on warnings too.")
@click.option(
    "--exit-zero", is_flag=True, help="Exit 0 even when fixes are needed (errors still exit 2)."
)
@click.option("--quiet", "-q", is_flag=True, help="Print only diffs and errors.")
@click.option("--explain", metavar="CODE", help="Explain a rule and exit.")
@click.version_option(__version__, "--version", "-V", prog_name="hisparse-fix")
@click.pass_context
def main(
    ctx: click.Context,
    paths: tuple[str, ...],
    write: bool,
    check: bool,
    diff: bool,
    platform: str,
    sglang_version: str,
    kv_cache_dtype_target: str,
    backend_fix: str,
    select: tuple[str, ...],
    ignore: tuple[str, ...],
    exclude: tuple[str, ...],
    extend_exclude: tuple[str, ...],
    jobs: int | None,
    stdin_filename: str | None,
    strict: bool,
    exit_zero: bool,
    quiet: bool,
    explain: str | None,
) -> None:
    """Fix SGLang launch configurations that enable HiSparse so that SGLang accepts them.

    PATH may be a file, a folder (searched recursively) or - for standard
    input. Without --write or --check, prints the diff that --write would
    apply and writes nothing.

    \b
    Reads: shell scripts (.sh, .bash, or a shell #! line), Python (.py, .pyi,
    or a python #! line), TOML (.toml), YAML (.yaml, .yml: SGLang --config
    files, recipes, Kubernetes and compose commands), Markdown fenced blocks
    (.md), notebooks (.ipynb) and Dockerfiles (Dockerfile, *.Dockerfile,
    Containerfile). Each alternative run of a launch is judged; an edit is
    made only where every run and launch reading that text needs it, else the
    finding is reported as unfixable. What a launch holds that the tool
    cannot read is reported (HSF000). README.md, "What it reads", has the
    details.
    """
    if explain is not None:
        from hisparse_fix.rules import find_rule

        found = find_rule(explain)
        if found is None:
            raise click.BadParameter(f"no rule {explain!r}", param_hint="--explain")
        click.echo(f"{found.code} ({found.name})\n\n{found.explanation}")
        return
    if not paths:
        raise click.UsageError("no PATH given (use . for the current folder)")
    if write and check:
        raise click.UsageError("--write and --check cannot be used together")
    try:
        release = matrix.resolve(sglang_version)
    except matrix.UnknownReleaseError as error:
        raise click.BadParameter(str(error), param_hint="--sglang-version") from None
    settings = Settings(
        platform=platform,
        release=release,
        kv_cache_dtype_target=kv_cache_dtype_target,
        backend_fix=BackendFix(backend_fix),
        select=_codes(select) or ("HSF",),
        ignore=_codes(ignore),
    )
    from hisparse_fix.walk import Excludes

    run = _run(
        paths,
        settings,
        write=write,
        excludes=Excludes.from_options(exclude, extend_exclude),
        jobs=jobs,
        stdin_filename=stdin_filename,
        progress=not quiet,
    )
    show_diff = diff or not (write or check)
    # With --write on standard input the fixed text is the output: all else goes to stderr.
    report_stream_is_stderr = write and "-" in paths
    _print(run, write=write, show_diff=show_diff, quiet=quiet, to_stderr=report_stream_is_stderr)
    code = _exit_code(run.results, write=write, strict=strict)
    ctx.exit(EXIT_CLEAN if exit_zero and code == EXIT_FIXES_NEEDED else code)


def _run(
    paths: tuple[str, ...],
    settings: Settings,
    *,
    write: bool,
    excludes: Excludes,
    jobs: int | None,
    stdin_filename: str | None,
    progress: bool,
) -> Run:
    from hisparse_fix.engine import Run, default_jobs, process_paths
    from hisparse_fix.walk import iter_candidates

    stdin = _run_stdin(settings, write=write, filename=stdin_filename) if "-" in paths else None
    files = [p for p in paths if p != "-"]
    candidates = [(c.path, c.explicit) for c in iter_candidates(files, excludes)]
    jobs = jobs or default_jobs()
    if progress and len(candidates) >= LONG_RUN and sys.stderr.isatty():
        with click.progressbar(length=len(candidates), label="Scanning", file=sys.stderr) as bar:
            run = process_paths(candidates, settings, write=write, jobs=jobs, advance=bar.update)
    else:
        run = process_paths(candidates, settings, write=write, jobs=jobs)
    if stdin is not None:
        scanned = run.scanned + (stdin.problem is None)
        run = Run((stdin, *run.results), scanned, run.seconds)
    return run


def _run_stdin(settings: Settings, *, write: bool, filename: str | None) -> Result:
    """`-`: fix standard input; with --write the fixed text goes to standard output."""
    from hisparse_fix.engine import encode, process_bytes
    from hisparse_fix.formats import BY_NAME, format_for

    label = filename or "-"
    data = sys.stdin.buffer.read()
    fmt = format_for(Path(label), data[:256].decode("utf-8", "replace")) or BY_NAME["shell"]
    result = process_bytes(label, data, fmt, settings)
    if write:
        sys.stdout.buffer.write(encode(result.fixed) if result.changed else data)
        sys.stdout.flush()
    return result


def _print(run: Run, *, write: bool, show_diff: bool, quiet: bool, to_stderr: bool) -> None:
    from hisparse_fix import report

    results = run.results
    for result in results:
        if result.problem is not None:
            click.echo(report.problem_line(result), err=True)
        elif result.skipped and not quiet:
            why = result.note or "not a format hisparse-fix reads"
            click.echo(f"{result.path}: skipped: {why}", err=True)
    if show_diff:
        for result in results:
            if result.changed:
                click.echo(report.unified_diff(result), nl=False, err=to_stderr)
    if quiet:
        return
    for line in report.finding_lines(results):
        click.echo(line, err=to_stderr)
    click.echo(report.summary(results, written=write, scanned=run.scanned), err=True)
    if run.scanned >= LONG_RUN:
        click.echo(report.totals(run, written=write), err=True)


def _exit_code(results: Sequence[Result], *, write: bool, strict: bool) -> int:
    if any(result.problem is not None for result in results):
        return EXIT_ERROR
    findings = [item for result in results for item in result.findings]
    if not write and any(item.fixable for item in findings):
        return EXIT_FIXES_NEEDED
    if any(item.refused and not item.fixable for item in findings):
        return EXIT_FIXES_NEEDED  # SGLang still refuses it, and no edit could fix it
    if strict and any(not item.refused for item in findings):
        return EXIT_FIXES_NEEDED
    return EXIT_CLEAN
