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
import sys

HARNESS_PREFIX = "HSF_DIFF_"
RECORDERS = {
    *("python", "python3", "sglang", "docker", "podman"),
    *("vllm", "tmux", "screen", "logger"),
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
    "ssh",
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
    """`env [-i] [-u NAME] [NAME=VALUE]... COMMAND`."""
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
        exported = {k: v for k, v in env.items() if k.startswith(("SLURM_", HARNESS_PREFIX))}
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


WRAPPERS = {
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
