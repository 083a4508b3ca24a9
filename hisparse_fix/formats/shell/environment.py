"""The environment an SGLang launch receives through the programs that start it.

`env -i` clears it; plain `sudo` resets it (`-E`, `--preserve-env` keep it);
`docker run`/`podman run`/`nerdctl run`, their `exec`, `docker compose run|exec`,
`podman-compose run`, `kubectl exec|run` and `ssh` start from nothing but what
`-e`/`--env` pass; `singularity`/`apptainer` pass the host's environment unless
`--cleanenv`; `mpirun`/`mpiexec` pass it or not depending on the MPI build, so
it is not known there; `srun --export=` chooses what passes; `NAME=VALUE` words
after `env` or `sudo` set a variable.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from hisparse_fix.formats.shell.words import NAME
from hisparse_fix.formats.shell.wrapper_options import WRAPPERS, Wrapper
from hisparse_fix.formats.shell_text.words import SHELLS
from hisparse_fix.sglang.entry_points import PYTHON
from hisparse_fix.vocabulary.sites import DYNAMIC, Span, Token

ENV_SWITCHES = frozenset({"SGLANG_USE_CPU_ENGINE"})
"""Variables of the environment the rules read: one whose value is not known leaves
the launch's platform unknown."""
_ASSIGNMENT = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)=(.*)", re.DOTALL)
_CONTAINER_COMMANDS = frozenset({"run", "exec", "create"})
_CONTAINER_PROGRAMS = frozenset({"docker", "podman", "nerdctl", "kubectl"})
_COMPOSE_PROGRAMS = frozenset({"docker-compose", "podman-compose"})
_APPTAINER = frozenset({"singularity", "apptainer"})
_APPTAINER_CLEAN = frozenset({"-e", "--cleanenv", "-C", "--containall"})
_MPI = frozenset({"mpirun", "mpiexec", "orterun", "mpiexec.hydra"})
_MPI_VALUE_OPTIONS = frozenset(
    {
        "-np",
        "-n",
        "-c",
        "-N",
        "-H",
        "-host",
        "--host",
        "-hosts",
        "-hostfile",
        "--hostfile",
        "-machinefile",
        "--machinefile",
        "-f",
        "-ppn",
        "--npernode",
        "-npernode",
        "--map-by",
        "-map-by",
        "--bind-to",
        "-bind-to",
        "--rank-by",
        "-wdir",
        "--wdir",
        "-genvlist",
        "--prefix",
    }
)
_MPI_TWO_VALUES = frozenset({"--mca", "-mca", "--gmca", "-gmca"})
_SRUN_KEYWORDS = frozenset({"ALL", "NONE", "NIL"})
_SUDO_VALUE_OPTIONS = frozenset({"-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-T", "-U"})


@dataclass
class LaunchEnv:
    """The environment as it stands at a word, and what could not be read."""

    values: dict[str, str]
    unread: list[tuple[Span, str]] = field(default_factory=list)
    cleared: bool = False
    """The host's environment does not reach the launch (`env -i`, `docker run`, `ssh`):
    what is not known of it does not matter there."""
    loaded: list[str] = field(default_factory=list)
    """Why variables the tool does not read may be set in the launch's environment
    (`uv run --env-file F`, `direnv exec DIR`): its platform switch is not known."""

    def load(self, why: str) -> None:
        """Variables the tool does not read may be set, for the reason `why`."""
        _loaded(self, why)


def through_wrappers(tokens: Sequence[Token], env: dict[str, str]) -> LaunchEnv:
    """`env` as changed by the wrapper programs in `tokens` (the words before
    the entry point), in order."""
    state = LaunchEnv(dict(env))
    index = 0
    host: dict[str, str] | None = None
    if tokens and not understood_program(tokens[0].text, tokens[1].text if len(tokens) > 1 else ""):
        # A program the tool does not know may give the launch any environment
        # (`bwrap --unsetenv`, `firejail --env=`): what reaches it is not known.
        _loaded(state, f"`{tokens[0].text}` is a program the tool does not know")
    program_at = 0  # where a word names the program that runs next
    while index < len(tokens):
        text = tokens[index].text
        base = text.rsplit("/", 1)[-1]
        following = tokens[index + 1].text if index + 1 < len(tokens) else ""
        after = tokens[index + 2].text if index + 2 < len(tokens) else ""
        if base == "env":
            index = program_at = _env(tokens, index + 1, state)
        elif base == "sudo":
            index = program_at = _sudo(tokens, index + 1, state)
        elif base in _CONTAINER_PROGRAMS and following in _CONTAINER_COMMANDS:
            host, state.values, state.cleared = state.values, {}, True
            index += 2
        elif (base in _COMPOSE_PROGRAMS and following in _CONTAINER_COMMANDS) or (
            base in {"docker", "podman"} and following == "compose" and after in _CONTAINER_COMMANDS
        ):
            host, state.values, state.cleared = state.values, {}, True
            index += 2 if base in _COMPOSE_PROGRAMS else 3
        elif base in _APPTAINER and following in {"exec", "run"}:
            index = _apptainer(tokens, index + 2, state)
        elif base in _MPI:
            index = _mpi(tokens, index + 1, state)
        elif base == "systemd-run":
            index = _systemd_run(tokens, index + 1, state)
        elif base == "ssh":
            state.values, state.cleared = {}, True
            index += 1
        elif host is not None and text in {"--env-host", "--env-host=true"}:
            # podman hands the container the whole host environment, and with it
            # whatever of it the tool does not know.
            state.values, state.cleared = {**host, **state.values}, False
            index += 1
        elif host is not None and text in {"-e", "--env"} and index + 1 < len(tokens):
            _pass_into_container(tokens[index + 1], host, state)
            index += 2
        elif host is not None and (text.startswith("--env=") or _short_env(text)):
            value = text.split("=", 1)[1] if text.startswith("--env=") else text[2:]
            _pass_into_container(_shifted(tokens[index], len(text) - len(value)), host, state)
            index += 1
        elif text.split("=", 1)[0] in _ENV_SETTING_OPTIONS:
            index = _env_option(tokens, index, state)
        elif text.split("=", 1)[0] in _ENV_FILE_OPTIONS:
            _loaded(state, f"`{_words(tokens, index)}` loads variables the tool does not read")
            index += 1
        elif base in _ENVIRONMENT_LOADERS:
            _loaded(state, f"`{_words(tokens, index)}` sets variables the tool does not read")
            index += 1
        elif base in WRAPPERS and index == program_at:
            index = program_at = _wrapper_words(tokens, index, WRAPPERS[base], state)
        elif base == "srun" or text.startswith("--export"):
            index = _srun_export(tokens, index, state)
        else:
            index += 1
    return state


def _wrapper_words(tokens: Sequence[Token], index: int, wrapper: Wrapper, state: LaunchEnv) -> int:
    """The words of a program that starts another (`tokens[index]`), read by its table
    (`wrapper_options`): options that set, clear or load variables change `state`, an
    option the table does not list makes the switches unknown. Returns the index of
    the program it runs, which must be one the tool knows too."""
    program = tokens[index].text.rsplit("/", 1)[-1]
    if wrapper.elsewhere:
        state.values, state.cleared = {}, True
    index += 1
    positionals = wrapper.positionals
    subcommands = wrapper.subcommands
    while index < len(tokens):
        text = tokens[index].text
        if text == "--":
            index += 1
            break
        if text.startswith("-") and len(text) > 1 and DYNAMIC not in text.partition("=")[0]:
            index = _wrapper_option(tokens, index, program, wrapper, state)
        elif text in subcommands:
            index += 1
        elif positionals > 0:
            positionals -= 1
            index += 1
        else:
            break
    if index < len(tokens) and not understood_program(
        tokens[index].text, tokens[index + 1].text if index + 1 < len(tokens) else ""
    ):
        _loaded(
            state,
            f"`{tokens[index].text}`, which `{program}` runs, is a program the tool does not know",
        )
    return index


def _wrapper_option(
    tokens: Sequence[Token], index: int, program: str, wrapper: Wrapper, state: LaunchEnv
) -> int:
    """One option of a wrapper and its value: the index after them."""
    text = tokens[index].text
    name, equals, _ = text.partition("=")
    following = 1 if equals else 2
    if name in wrapper.clearing:
        state.values, state.cleared = {}, True
        return index + 1
    if name in wrapper.setting or name in _ENV_SETTING_OPTIONS:
        return _env_option(tokens, index, state)
    if name in _ENV_FILE_OPTIONS:
        _loaded(state, f"`{_words(tokens, index)}` loads variables the tool does not read")
        return index + following
    if name in wrapper.loading:
        _loaded(state, f"`{_words(tokens, index)}` sets variables the tool does not read")
        return index + following
    if name in wrapper.loading_flags:
        _loaded(state, f"`{program} {name}` sets variables the tool does not read")
        return index + 1
    if name == "--export" and program in {"srun", "sbatch", "salloc"}:
        return _srun_export(tokens, index, state)
    if name in wrapper.flags or (program == "nice" and name[1:].isdigit()):  # `nice -10`
        return index + 1
    if name in wrapper.values:
        return index + following
    if not text.startswith("--"):
        cluster = _short_cluster(text, wrapper)
        if cluster is not None:
            return index + cluster
    _loaded(state, f"`{program} {name}` is an option of `{program}` the tool does not list")
    return index + 1


def _short_cluster(text: str, wrapper: Wrapper) -> int | None:
    """`-fw`, `-n10`, `-oL`: short options written together, the last of them perhaps
    with its value attached. The number of words they take (1, or 2 when the last one's
    value is the next word); None when a letter is not a listed option."""
    for position in range(1, len(text)):
        option = "-" + text[position]
        if option in wrapper.values:
            return 1 if position + 1 < len(text) else 2
        if option not in wrapper.flags:
            return None
    return 1


def understood_program(word: str, following: str = "") -> bool:
    """Whether the tool knows what a program that starts a launch does to the launch's
    environment: Python and SGLang themselves (any word before `-m`: `"$PY"`, a
    notebook's `{sys.executable}`), the wrappers this module reads, and those that pass
    the environment on as it is (`nohup`, `timeout`, `numactl`)."""
    if word == "-m" or following == "-m":
        return True
    if DYNAMIC in word:
        return False
    base = word.rsplit("/", 1)[-1]
    return base in _UNDERSTOOD or PYTHON.fullmatch(base) is not None


_PASSING_ON = frozenset({"sglang", "tmux", "su", "runuser"})
"""`sglang` itself, and the string runners `nested.script_of` reads (tmux, su, runuser;
`scripts._runner_env` says what they do to the environment). Every other program that
passes the environment on is in `wrapper_options.WRAPPERS`, with its options."""


_ENV_SETTING_OPTIONS = frozenset({"--env", "--setenv", "--unsetenv", "--env-var", "--unset"})
"""Options of a wrapper that is not a container (`flux run --env=X=1`, `watchexec --env
X=1`, `bwrap --setenv X 1`, `bwrap --unsetenv X`) that set or clear a variable."""


def _env_option(tokens: Sequence[Token], index: int, state: LaunchEnv) -> int:
    """One variable set (`NAME=VALUE`, or `--setenv NAME VALUE`) or cleared by a
    wrapper's option; one the tool cannot read makes the switches unknown. Returns
    the index after the option's words."""
    option, equals, attached = tokens[index].text.partition("=")
    words = [attached] if equals else [token.text for token in tokens[index + 1 : index + 3]]
    used = 1 if equals else 2
    if option in {"--unsetenv", "--unset"} and words and NAME.fullmatch(words[0]):
        state.values.pop(words[0], None)
        return index + used
    if option == "--setenv" and not equals and len(words) == 2 and "=" not in words[0]:
        words, used = [f"{words[0]}={words[1]}"], 3  # bwrap's two words
    if words and _set(state, words[0]):
        return index + used
    _loaded(state, f"`{_words(tokens, index)}` sets variables the tool does not read")
    return index + 1


_ENV_FILE_OPTIONS = frozenset({"--env-file", "--envfile", "--env-from-file", "--dotenv"})
"""Options of a wrapper (`uv run`, `docker run`, `apptainer exec`, `pdm run`...) that
set variables from a file the tool does not read."""

_ENVIRONMENT_LOADERS = frozenset(
    {"direnv", "dotenv", "envdir", "chpst", "envconsul", "doppler", "infisical", "op"}
    | {"aws-vault", "sops", "with-contenv", "s6-envdir", "dotenvx", "env-cmd", "vault"}
)
"""Programs that run a command with variables from a file, folder or secret store."""

_UNDERSTOOD = (
    _PASSING_ON
    | frozenset(WRAPPERS)
    | SHELLS
    | {"env", "sudo", "ssh", "systemd-run", "srun"}
    | _CONTAINER_PROGRAMS
    | _COMPOSE_PROGRAMS
    | _APPTAINER
    | _MPI
    | _ENVIRONMENT_LOADERS
)
"""Programs whose effect on the environment of what they start is known: those
`through_wrappers` reads, and those that pass it on as it is."""


def _loaded(state: LaunchEnv, why: str) -> None:
    """Variables the tool does not read may be set: the switches' values it knew are no
    longer known (never claimed either way)."""
    state.loaded.append(why)
    for name in ENV_SWITCHES:
        state.values.pop(name, None)


def _words(tokens: Sequence[Token], index: int) -> str:
    """A wrapper's word and the one after it, for messages."""
    return " ".join(token.text for token in tokens[index : index + 2])[:60]


_SYSTEMD_RUN_VALUES = frozenset(
    {"-u", "--unit", "-p", "--property", "-E", "--setenv", "-M", "--machine", "-H", "--host"}
    | {"--description", "--slice", "--uid", "--gid", "--nice", "--working-directory", "-D"}
)


def _systemd_run(tokens: Sequence[Token], index: int, state: LaunchEnv) -> int:
    """A transient unit starts from the service manager's environment, not the shell's:
    only `-E`/`--setenv NAME=VALUE` and `-p Environment=NAME=VALUE` set it."""
    state.values, state.cleared = {}, True
    while index < len(tokens) and tokens[index].text.startswith("-"):
        text = tokens[index].text
        name, equals, value = text.partition("=")
        if not equals and text in _SYSTEMD_RUN_VALUES and index + 1 < len(tokens):
            value, index = tokens[index + 1].text, index + 1
        if name in {"-E", "--setenv"}:
            _set(state, value)
        elif name in {"-p", "--property"} and value.startswith("Environment="):
            for item in value.removeprefix("Environment=").split():
                _set(state, item)
        index += 1
    return index


def _apptainer(tokens: Sequence[Token], index: int, state: LaunchEnv) -> int:
    """The host's environment passes, and `APPTAINERENV_X`/`SINGULARITYENV_X` become
    X; `--cleanenv` passes none of it; `--env X=1` sets X."""
    for name, value in list(state.values.items()):
        for prefix in ("SINGULARITYENV_", "APPTAINERENV_"):
            if name.startswith(prefix) and len(name) > len(prefix):
                state.values[name[len(prefix) :]] = value
    while index < len(tokens) and tokens[index].text.startswith("-"):
        text = tokens[index].text
        if text in _APPTAINER_CLEAN:
            state.values, state.cleared = {}, True
        elif text == "--env" and index + 1 < len(tokens):
            index += 1
            for item in tokens[index].text.split(","):
                _set(state, item)
        elif text.startswith("--env="):
            for item in text.split("=", 1)[1].split(","):
                _set(state, item)
        elif text.split("=", 1)[0] in _ENV_FILE_OPTIONS:
            _loaded(state, f"`{_words(tokens, index)}` loads variables the tool does not read")
        index += 1
    return index


def _mpi(tokens: Sequence[Token], index: int, state: LaunchEnv) -> int:
    """Whether the host's environment reaches the ranks depends on the MPI build and
    its launcher: not known, unless passed by name (`-x X=1`, `-genv X 1`)."""
    if state.values:
        why = f"the environment `{tokens[index - 1].text}` gives the launch (the MPI build decides)"
        state.unread.append((tokens[index - 1].span, why))
    host, state.values = state.values, {}
    while index < len(tokens) and tokens[index].text.startswith("-"):
        text = tokens[index].text
        following = tokens[index + 1].text if index + 1 < len(tokens) else ""
        if text == "-x" and following:
            if not _set(state, following) and following in host:
                state.values[following] = host[following]
            index += 1
        elif text in {"-genv", "-env"} and index + 2 < len(tokens):
            _set(state, f"{following}={tokens[index + 2].text}")
            index += 2
        elif text in _MPI_TWO_VALUES:
            index += 2  # two values after the option
        elif text in _MPI_VALUE_OPTIONS:
            index += 1
        index += 1
    return index


def _short_env(text: str) -> bool:
    return text.startswith("-e") and len(text) > 2 and not text.startswith("--")


def _shifted(token: Token, start: int) -> Token:
    return Token(token.text[start:], token.span, token.offsets[start:])


def _set(state: LaunchEnv, text: str) -> bool:
    match = _ASSIGNMENT.fullmatch(text)
    if match is None:
        return False
    if DYNAMIC in match.group(2):
        state.values.pop(match.group(1), None)
        if match.group(1) in ENV_SWITCHES:  # `-e SGLANG_USE_CPU_ENGINE="${USE_CPU:-0}"`
            _loaded(state, f"`{match.group(1)}` is given a value the tool cannot read")
    else:
        state.values[match.group(1)] = match.group(2)
    return True


def _env(tokens: Sequence[Token], index: int, state: LaunchEnv) -> int:
    while index < len(tokens):
        text = tokens[index].text
        if text in {"-i", "--ignore-environment", "-"}:
            state.values, state.cleared = {}, True
        elif text in {"-u", "--unset"} and index + 1 < len(tokens):
            state.values.pop(tokens[index + 1].text, None)
            index += 1
        elif text.startswith("--unset="):
            state.values.pop(text.split("=", 1)[1], None)
        elif not (text.startswith("-") or _set(state, text)):
            return index
        index += 1
    return index


def _sudo(tokens: Sequence[Token], index: int, state: LaunchEnv) -> int:
    keep: set[str] | None = set()
    while index < len(tokens) and tokens[index].text.startswith("-"):
        text = tokens[index].text
        if text in {"-E", "--preserve-env"}:
            keep = None
        elif text.startswith("--preserve-env=") and keep is not None:
            keep.update(text.split("=", 1)[1].split(","))
        elif text in _SUDO_VALUE_OPTIONS:
            index += 1
        index += 1
    if keep is not None:
        state.values = {name: value for name, value in state.values.items() if name in keep}
        state.cleared = state.cleared or not keep
    while index < len(tokens) and _set(state, tokens[index].text):
        index += 1
    return index


def _pass_into_container(token: Token, host: dict[str, str], state: LaunchEnv) -> None:
    """`-e NAME=VALUE` sets; `-e NAME` passes the host's value."""
    if _set(state, token.text):
        return
    if token.text in host:
        state.values[token.text] = host[token.text]


def _srun_export(tokens: Sequence[Token], index: int, state: LaunchEnv) -> int:
    """`srun --export=ALL,X=1` adds X; `--export=X=1` passes X (and SLURM's own);
    `--export=NONE` passes nothing."""
    text = tokens[index].text
    if text.startswith("--export="):
        value = text.split("=", 1)[1]
    elif text == "--export" and index + 1 < len(tokens):
        index += 1
        value = tokens[index].text
    else:
        return index + 1
    items = _export_items(value)
    host = state.values
    if "ALL" not in items:
        state.values, state.cleared = {}, True
    for item in items:
        if item in _SRUN_KEYWORDS or _set(state, item):
            continue
        if item in host:
            state.values[item] = host[item]
    return index + 1


def _export_items(value: str) -> list[str]:
    """`ALL,X=1,NCCL_DEBUG,Y=0,1`: a comma ends an item unless what follows is no item, as
    SLURM splits the list: a keyword, `NAME=VALUE` or a bare `NAME` (passed with the
    host's value) is one; anything else (`1` after `Y=0,`) belongs to the value before."""
    items: list[str] = []
    for part in value.split(","):
        item = _ASSIGNMENT.fullmatch(part) or part in _SRUN_KEYWORDS or NAME.fullmatch(part)
        if items and "=" in items[-1] and not item:
            items[-1] += "," + part
        else:
            items.append(part)
    return items
