"""Stand-in for the programs a launch script runs, installed under their names.

The harness copies this file into a private folder once per name (`python3`,
`docker`, `sleep`, `sudo`, ...) with a shebang naming the test interpreter, and
puts that folder first on `PATH`. What the copy does depends on the name it
was called by:

- a recorder (`python3`, `sglang`, `docker`, ...) writes its argv and the
  environment it received as one JSON line and exits 0; `docker`/`podman`
  also run a `bash -c STRING` command the way the container would, with only
  the `-e`/`--env` values as its environment;
- a wrapper (`sudo`, `nohup`, `timeout`, `srun`, `env`, ...) runs the command
  it wraps with the environment the real program would give it;
- a stub (`sleep`, `curl`, `nvidia-smi`, `pkill`, ...) does nothing and exits
  0, so a script neither waits, reaches the network nor touches the machine.

Standard library only, started with `-IS`: it runs for every stubbed command.
Variables named `HSF_DIFF_*` belong to the harness: wrappers keep them even
where they clear the environment, and recordings leave them out.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys

HARNESS_PREFIX = "HSF_DIFF_"
RECORDERS = {
    *("python", "python3", "sglang", "docker", "podman"),
    *("vllm", "logger"),
}
"""Programs whose calls are recorded: launchers, and others whose words must not change."""
STUBS = {
    "sleep",
    "curl",
    "wget",
    "nvidia-smi",
    "rocm-smi",
    "amd-smi",
    "scp",
    "rsync",
    "pip",
    "pip3",
    "uv",
    "git",
    "huggingface-cli",
    "hf",
    "nc",
    "ncat",
    "pkill",
    "killall",
    "pgrep",
    "pidof",
    "fuser",
    "lsof",
    "systemctl",
    "apt-get",
    "apt",
    "yum",
    "modprobe",
    "watch",
    "kubectl",
    "ray",
    "ibv_devinfo",
}
SHELLS = {"bash", "sh", "/bin/bash", "/bin/sh", "/usr/bin/bash"}


def main() -> int:
    name = os.path.basename(sys.argv[0])
    args = sys.argv[1:]
    if name in RECORDERS or re.fullmatch(r"python3\.\d+", name):
        record({"tool": name, "argv": args})
        if name in {"docker", "podman"}:
            return run_in_container(args)
        return 0
    if name in STUBS:
        return 0
    runner = RUNNERS.get(name)
    if runner is not None:
        try:
            return runner(args, dict(os.environ))
        except ValueError as error:
            record({"tool": name, "argv": args, "error": f"{name}: {error}"})
            return 2
    if name == "tail":
        if any(arg in {"-f", "-F", "--follow"} or arg.startswith("--follow=") for arg in args):
            return 0
        return run(["/usr/bin/tail", *args], dict(os.environ))
    wrapper = WRAPPERS.get(name)
    if wrapper is None:
        record({"tool": name, "argv": args, "error": f"no stand-in for {name}"})
        return 127
    try:
        command, env = wrapper(args, dict(os.environ))
    except ValueError as error:
        record({"tool": name, "argv": args, "error": f"{name}: {error}"})
        return 2
    return run(command, env)


def record_path() -> str:
    """The run's record file; wrappers keep the variable even where they clear the
    environment, so a call without it was made around them (`/usr/bin/env -i`)."""
    default = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(sys.argv[0]))), "lost")
    return os.environ.get(HARNESS_PREFIX + "RECORD", default)


def record(entry: dict[str, object]) -> None:
    env = os.environ
    entry["env"] = {k: v for k, v in env.items() if not k.startswith(HARNESS_PREFIX)}
    line = env.get(HARNESS_PREFIX + "LINE", "")
    entry["line"] = int(line) if line else None
    entry["seq"] = [float(part) for part in env.get(HARNESS_PREFIX + "SEQ", "0").split(",")]
    entry["container"] = HARNESS_PREFIX + "CONTAINER" in env
    stack = env.get(HARNESS_PREFIX + "STACK", "")
    entry["stack"] = [int(line) for line in stack.split(",") if line]
    data = (json.dumps(entry) + "\n").encode()
    descriptor = os.open(record_path(), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(descriptor, data)
    finally:
        os.close(descriptor)


def harness(env: dict[str, str]) -> dict[str, str]:
    return {k: v for k, v in env.items() if k.startswith(HARNESS_PREFIX)}


def run(command: list[str], env: dict[str, str]) -> int:
    """Run `command` as the real program would, finding stand-ins first."""
    if not command:
        return 0
    program = command[0]
    if "/" not in program:
        shims = os.path.dirname(os.path.abspath(sys.argv[0]))
        search = [shims, *env.get("PATH", "/usr/bin:/bin").split(os.pathsep)]
        found = [os.path.join(d, program) for d in search if d]
        found = [path for path in found if os.access(path, os.X_OK)]
        if not found:
            record({"tool": program, "argv": command[1:], "error": f"not found: {program}"})
            return 127
        program = found[0]
    sys.stdout.flush()
    try:
        os.execve(program, command, env)
    except OSError as error:
        record({"tool": program, "argv": command[1:], "error": f"cannot run: {error}"})
        return 126


def run_in_container(args: list[str]) -> int:
    """Run `docker run ... IMAGE bash -c STRING` with only the container's environment."""
    for index, word in enumerate(args[:-2]):
        if word in SHELLS and re.fullmatch(r"-[a-z]*c", args[index + 1]):
            env = container_env(args[:index], dict(os.environ))
            env[HARNESS_PREFIX + "CONTAINER"] = "1"
            return run(["/bin/bash", "-c", args[index + 2]], env)
    return 0


def container_env(words: list[str], host: dict[str, str]) -> dict[str, str]:
    """`-e NAME=VALUE`, `--env NAME` (the host's value) and the like, nothing else."""
    env = {"PATH": host.get("PATH", "/usr/bin:/bin"), **harness(host)}
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        value = None
        if word in {"-e", "--env"} and index < len(words):
            value, index = words[index], index + 1
        elif word.startswith("--env="):
            value = word[len("--env=") :]
        elif word.startswith("-e") and not word.startswith("--") and len(word) > 2:
            value = word[2:]
        if value is None:
            continue
        key, sep, assigned = value.partition("=")
        if sep:
            env[key] = assigned
        elif key in host:
            env[key] = host[key]
    return env


# Wrappers: each returns the command it runs and the environment it gives it.


def plain(args: list[str], env: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    return args, env


def skip_options(args: list[str], with_value: set[str]) -> list[str]:
    """The words after a wrapper's own options: `-x`, `--long=v`, `-k V`, `--`."""
    index = 0
    while index < len(args) and args[index].startswith("-"):
        word = args[index]
        index += 1
        if word == "--":
            break
        if word in with_value:
            index += 1
    return args[index:]


def timeout(args: list[str], env: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    rest = skip_options(args, {"-s", "--signal", "-k", "--kill-after"})
    if not rest:
        raise ValueError("no duration")
    return rest[1:], env


def numactl(args: list[str], env: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    short = {"-N", "-m", "-C", "-i", "-p", "-P"}
    return skip_options(args, short | {"--cpunodebind", "--membind", "--physcpubind"}), env


def taskset(args: list[str], env: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    rest = skip_options(args, set())
    if not rest:
        raise ValueError("no mask")
    return rest[1:], env


def with_flags(*flags: str):
    def wrapper(args: list[str], env: dict[str, str]) -> tuple[list[str], dict[str, str]]:
        return skip_options(args, set(flags)), env

    return wrapper


def env_command(args: list[str], env: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    """`env [-i] [-u NAME] [-S STRING] [NAME=VALUE]... COMMAND`."""
    index = 0
    while index < len(args):
        word = args[index]
        if word in {"-i", "--ignore-environment", "-"}:
            env = harness(env)
        elif word in {"-u", "--unset"} and index + 1 < len(args):
            index += 1
            env.pop(args[index], None)
        elif word.startswith("--unset="):
            env.pop(word.split("=", 1)[1], None)
        elif word in {"-S", "--split-string"} and index + 1 < len(args):
            # GNU env splits the string into words (quotes kept together) and runs them
            # with the words after it; no shell syntax is read.
            args = [*args[:index], *shlex.split(args[index + 1]), *args[index + 2 :]]
            continue
        elif word == "--":
            index += 1
            break
        elif word.startswith("-"):
            raise ValueError(f"option {word} is not modelled")
        else:
            break
        index += 1
    return assignments(args[index:], env)


def assignments(args: list[str], env: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    index = 0
    while index < len(args) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*=.*", args[index], re.S):
        key, value = args[index].split("=", 1)
        env[key] = value
        index += 1
    return args[index:], env


SUDO_KEEPS = {"PATH", "HOME", "TERM", "SHELL", "USER", "LOGNAME", "LANG", "DISPLAY", "MAIL"}


def sudo(args: list[str], env: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    """Without `-E`/`--preserve-env` sudo starts the command from a reset environment."""
    keep: set[str] | None = set(SUDO_KEEPS)
    index = 0
    while index < len(args) and args[index].startswith("-"):
        word = args[index]
        index += 1
        if word == "--":
            break
        if word in {"-E", "--preserve-env"}:
            keep = None
        elif word.startswith("--preserve-env="):
            if keep is not None:
                keep |= set(word.split("=", 1)[1].split(","))
        elif word in {"-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U", "-T"}:
            index += 1
        elif not re.fullmatch(r"-[AbHiknPSs]+|--[a-z-]+=.*|--(non-interactive|login|shell)", word):
            raise ValueError(f"option {word} is not modelled")
    if keep is not None:
        env = {k: v for k, v in env.items() if k in keep or k.startswith(HARNESS_PREFIX)}
    return assignments(args[index:], env)


SRUN_VALUES = {
    *("-N", "-n", "-c", "-p", "-t", "-J", "-w", "-A", "-q", "-o", "-e", "-G", "-D", "-x"),
    *("-C", "-m", "-B", "-d", "-r", "-W", "-i", "--nodes", "--ntasks", "--ntasks-per-node"),
    *("--cpus-per-task", "--gpus", "--gpus-per-node", "--gpus-per-task", "--gres"),
    *("--partition", "--time", "--job-name", "--nodelist", "--account", "--qos", "--mem"),
    *("--mem-per-cpu", "--mem-per-gpu", "--container-image", "--container-mounts"),
    *("--container-workdir", "--container-name", "--mpi", "--output", "--error", "--input"),
    *("--chdir", "--exclude", "--constraint", "--reservation", "--cpu-bind", "--distribution"),
    *("--export", "--dependency", "--het-group", "--kill-on-bad-exit", "--wait", "--nice"),
}
"""srun options that take their value as the next word."""


def srun(args: list[str], env: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    """`--export=ALL,NAME=V` adds to the environment, `NONE` or a bare list replaces it."""
    export = None
    index = 0
    while index < len(args) and args[index].startswith("-"):
        word = args[index]
        index += 1
        if word == "--":
            break
        name, has_value, value = word.partition("=")
        if not has_value and word in SRUN_VALUES:
            if index >= len(args):
                raise ValueError(f"{word} without a value")
            value, index = args[index], index + 1
        if name == "--export":
            export = value
    if export is not None:
        env = srun_export(export, env)
    return args[index:], env


def srun_export(spec: str, env: dict[str, str]) -> dict[str, str]:
    items = [item for item in spec.split(",") if item]
    if "ALL" in items:
        exported = dict(env)
    else:
        exported = {
            k: v
            for k, v in env.items()
            if k.startswith(("SLURM_", HARNESS_PREFIX)) or k in REMOTE_KEEPS
        }
        exported["PATH"] = env.get("PATH", "/usr/bin:/bin")
    for item in items:
        if item in {"ALL", "NONE", "NIL"}:
            continue
        key, sep, value = item.partition("=")
        if sep:
            exported[key] = value
        elif key in env:
            exported[key] = env[key]
    return exported


REMOTE_KEEPS = {"BASH_ENV"}
"""What a remote shell keeps besides the harness's own: the trap that stamps lines."""


def remote_env(env: dict[str, str]) -> dict[str, str]:
    """A login on another machine: nothing of this shell's environment."""
    kept = {k: v for k, v in env.items() if k in REMOTE_KEEPS}
    return {"PATH": env.get("PATH", "/usr/bin:/bin"), **kept, **harness(env)}


SSH_VALUES = set("BbcDEeFIiJLlmOoPpQRSWw")


def ssh(args: list[str], env: dict[str, str]) -> int:
    """`ssh [options] HOST [COMMAND...]`: COMMAND joined by blanks and run by a shell
    with an empty environment; without one, a shell reads the script on stdin."""
    index = 0
    while index < len(args) and args[index].startswith("-"):
        word = args[index]
        index += 2 if len(word) == 2 and word[1] in SSH_VALUES else 1
    if index >= len(args):
        raise ValueError("no host")
    command = args[index + 1 :]
    remote = remote_env(env)
    if not command:
        return run(["/bin/bash", "-s"], remote)
    return run(["/bin/bash", "-c", " ".join(command)], remote)


PSSH_VALUES = {"-h", "-H", "-l", "-p", "-t", "-o", "-e", "-x", "-X", "-O"}


def pssh(args: list[str], env: dict[str, str]) -> int:
    """`pssh [options] COMMAND`: COMMAND run by a shell on each host (here once), with an
    empty environment as ssh gives it."""
    index = 0
    while index < len(args) and args[index].startswith("-"):
        index += 2 if args[index] in PSSH_VALUES else 1
    if index >= len(args):
        raise ValueError("no command")
    return run(["/bin/bash", "-c", " ".join(args[index:])], remote_env(env))


SBATCH_EXPORT = re.compile(r"^#SBATCH[ \t]+--export[= ](\S+)", re.MULTILINE)


def sbatch(args: list[str], env: dict[str, str]) -> int:
    """`sbatch [options] [SCRIPT [ARGS]]`: runs the batch script (the file, else stdin)
    with `--export` (command line, else `#SBATCH`; ALL by default); `--wrap=CMD`."""
    export = wrap = None
    index = 0
    while index < len(args) and args[index].startswith("-"):
        word = args[index]
        index += 1
        name, has_value, value = word.partition("=")
        if not has_value and word in SRUN_VALUES | {"--wrap"}:
            if index >= len(args):
                raise ValueError(f"{word} without a value")
            value, index = args[index], index + 1
        if name == "--export":
            export = value
        elif name == "--wrap":
            wrap = value
    print("Submitted batch job 1", flush=True)
    if wrap is not None:
        script = f"#!/bin/sh\n{wrap}\n"
    elif index < len(args):
        with open(args[index], encoding="utf-8", errors="surrogateescape") as handle:
            script = handle.read()
    else:
        script = sys.stdin.read()
    if export is None:
        found = SBATCH_EXPORT.search(script)
        export = found.group(1) if found else None
    if export is not None:
        env = srun_export(export, env)
    if index < len(args):
        return run(["/bin/bash", *args[index:]], env)
    sys.stdout.flush()
    return subprocess.run(
        ["/bin/bash", "-s"], input=script.encode(), env=env, check=False
    ).returncode


MPI_VALUES = {
    *("-np", "-n", "-c", "-N", "-H", "-host", "--host", "-hostfile", "--hostfile"),
    *("-machinefile", "--machinefile", "--map-by", "-map-by", "--bind-to", "-bind-to"),
    *("-ppn", "-wdir", "--wdir", "-f", "--npernode", "-npernode", "--rank-by"),
}


def mpirun(args: list[str], env: dict[str, str]) -> int:
    """`mpirun -np N [-x NAME[=VALUE]] [-genv NAME VALUE] CMD`: CMD once, with the
    environment (a local rank inherits it) and what `-x`/`-genv` set."""
    index = 0
    while index < len(args) and args[index].startswith("-"):
        word = args[index]
        index += 1
        if word == "--":
            break
        if word == "-x":
            key, sep, value = args[index].partition("=")
            if sep:
                env[key] = value
            index += 1
        elif word in {"-genv", "-env"}:
            env[args[index]] = args[index + 1]
            index += 2
        elif word in {"--mca", "-mca", "-gmca", "--gmca"}:
            index += 2
        elif word in MPI_VALUES:
            index += 1
        elif word not in {"--allow-run-as-root", "--oversubscribe", "-v", "--verbose", "-q"}:
            raise ValueError(f"option {word} is not modelled")
    return run(args[index:], env)


TMUX_VALUES = {"-s", "-n", "-c", "-e", "-t", "-x", "-y", "-F", "-f", "-l", "-p", "-L", "-S"}
TMUX_RUNS = {"new-session", "new", "new-window", "neww", "split-window", "splitw"}
ENTER_KEYS = {"Enter", "C-m", "KPEnter", "C-j"}


def tmux(args: list[str], env: dict[str, str]) -> int:
    """`tmux new-session -d [-s NAME] CMD` runs CMD (a shell runs a single word) in
    a server started now; `send-keys ... STRING Enter` runs STRING as typed into a
    pane's shell; other commands do nothing."""
    index = 0
    while index < len(args) and args[index].startswith("-"):
        index += 2 if args[index] in {"-L", "-S", "-f"} else 1
    if index >= len(args):
        return 0
    verb, index = args[index], index + 1
    extra: dict[str, str] = {}
    while index < len(args) and args[index].startswith("-"):
        word = args[index]
        index += 1
        if word == "--":
            break
        if word in TMUX_VALUES:
            if word == "-e":
                key, _, value = args[index].partition("=")
                extra[key] = value
            index += 1
    rest = args[index:]
    if verb in {"send-keys", "send"}:
        if len(rest) >= 2 and rest[-1] in ENTER_KEYS:
            return run(["/bin/bash", "-c", "".join(rest[:-1])], env)
        return 0
    if verb not in TMUX_RUNS or not rest:
        return 0
    env.update(extra)
    if len(rest) == 1:
        return run(["/bin/bash", "-c", rest[0]], env)
    return run(rest, env)


SCREEN_VALUES = {"-S", "-c", "-L", "-Logfile", "-p", "-t", "-T", "-e", "-h", "-s"}


def screen(args: list[str], env: dict[str, str]) -> int:
    """`screen -dmS NAME CMD...`: runs CMD; without one, nothing."""
    index = 0
    while index < len(args) and args[index].startswith("-"):
        word = args[index]
        index += 1
        if word in SCREEN_VALUES or re.fullmatch(r"-[dmDRrAaiOqUx]*S", word):
            index += 1
    return run(args[index:], env) if index < len(args) else 0


SU_VALUES = {"-s", "--shell", "-g", "--group", "-G", "--supp-group", "-w", "-u", "--user"}
SU_KEEPS_NOT = {"HOME", "SHELL", "USER", "LOGNAME"}


def su(args: list[str], env: dict[str, str]) -> int:
    """`su [-] [USER] -c STRING` / `runuser -u USER -- CMD`: runs STRING with a
    shell (or CMD), the environment kept but for the user's names, or cleared
    with `-`/`-l`/`--login`."""
    command: str | None = None
    login = False
    index = 0
    while index < len(args):
        word = args[index]
        index += 1
        if word == "--":
            break
        if word in {"-c", "--command", "--session-command"}:
            command, index = args[index], index + 1
        elif word in {"-", "-l", "--login"}:
            login = True
        elif word in SU_VALUES:
            index += 1
        elif word.startswith("-") and word not in {"-m", "-p", "--preserve-environment", "-f"}:
            raise ValueError(f"option {word} is not modelled")
    rest = args[index:]
    env = remote_env(env) if login else {k: v for k, v in env.items() if k not in SU_KEEPS_NOT}
    if command is not None:
        return run(["/bin/bash", "-c", command], env)
    return run(rest, env) if rest else 0


def parallel(args: list[str], env: dict[str, str]) -> int:
    """GNU `parallel [options] CMD ::: A B ...`: CMD once per argument (in order),
    `{}`/`{1}` replaced by it, else it appended; the line run by a shell."""
    index = 0
    while index < len(args) and args[index].startswith("-"):
        word = args[index]
        index += 2 if word in {"-j", "--jobs", "-P", "--halt", "--delay"} else 1
    if ":::" not in args[index:]:
        raise ValueError("only `::: ARGS` input is modelled")
    split_at = args.index(":::", index)
    template, inputs = args[index:split_at], args[split_at + 1 :]
    status = 0
    for value in inputs:
        words = [word.replace("{}", value).replace("{1}", value) for word in template]
        if words == template:
            words.append(value)
        result = subprocess.run(["/bin/bash", "-c", " ".join(words)], env=env, check=False)
        status = status or result.returncode
    return status


RUNNERS = {
    "ssh": ssh,
    "pssh": pssh,
    "parallel-ssh": pssh,
    "sbatch": sbatch,
    "mpirun": mpirun,
    "mpiexec": mpirun,
    "tmux": tmux,
    "screen": screen,
    "su": su,
    "runuser": su,
    "parallel": parallel,
}
"""Programs that run a command or script of their own: each runs it itself."""


SYSTEMD_RUN_VALUES = {
    *("-u", "--unit", "-p", "--property", "-E", "--setenv", "-M", "--machine", "-H", "--host"),
    *("--description", "--slice", "--uid", "--gid", "--nice", "--working-directory", "-D"),
}


def systemd_run(args: list[str], env: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    """`systemd-run [options] COMMAND`: a transient unit, started from the service
    manager's environment (here none of the shell's), plus `--setenv`/`-E` and
    `-p Environment=...`."""
    unit = harness(env)
    index = 0
    while index < len(args) and args[index].startswith("-"):
        name, equals, value = args[index].partition("=")
        if not equals and args[index] in SYSTEMD_RUN_VALUES:
            index += 1
            value = args[index]
        if name in {"-E", "--setenv"}:
            key, _, val = value.partition("=")
            unit[key] = val
        elif name in {"-p", "--property"} and value.startswith("Environment="):
            for item in value.removeprefix("Environment=").split():
                key, _, val = item.partition("=")
                unit[key] = val
        index += 1
    return args[index:], unit


WRAPPERS = {
    "systemd-run": systemd_run,
    "nohup": plain,
    "setsid": with_flags(),
    "stdbuf": with_flags("-i", "-o", "-e"),
    "nice": with_flags("-n", "--adjustment"),
    "ionice": with_flags("-c", "-n", "-p"),
    "timeout": timeout,
    "numactl": numactl,
    "taskset": taskset,
    "env": env_command,
    "sudo": sudo,
    "srun": srun,
}


if __name__ == "__main__":
    sys.exit(main())
