"""The options of the programs that start a launch and pass their environment on, each
with what it does to the launch's environment.

A launch reached through one of these programs is followed only with options listed
here (`environment.through_wrappers`): an option that is not listed may change the
environment the launch gets (`strace -E`, `daemonize -E`, `nsenter -e`), so the
platform switch is then not known. Options that do not change it are listed by
whether they take a value; those that set, clear or load variables by their effect.
From each program's manual page (GNU coreutils, util-linux, Slurm, LSF, the tools' own
`--help`); only what matters for reading the words is kept.
"""

from __future__ import annotations

from typing import NamedTuple


class Wrapper(NamedTuple):
    """How a program that starts another reads its words."""

    flags: frozenset[str] = frozenset()
    """Options without a value, which leave the environment as it is."""
    values: frozenset[str] = frozenset()
    """Options with a value (the next word, or after `=`), which leave it as it is."""
    subcommands: frozenset[str] = frozenset()
    """Words of the program's own before the command it runs (`uv run`, `ip netns exec`)."""
    positionals: int = 0
    """Words the program takes before the command (`timeout 600`, `taskset 0xff`)."""
    setting: frozenset[str] = frozenset()
    """Options whose value is `NAME=VALUE` (sets NAME) or `NAME` (removes it)."""
    clearing: frozenset[str] = frozenset()
    """Options that start the command from an empty environment."""
    loading: frozenset[str] = frozenset()
    """Options (with a value) that give the command variables the tool does not read."""
    loading_flags: frozenset[str] = frozenset()
    """Options (no value) that give the command variables the tool does not read."""
    elsewhere: bool = False
    """The command runs on a machine of its own (a cluster's job), with its environment."""


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _wrapper(
    flags: str = "",
    values: str = "",
    subcommands: str = "",
    positionals: int = 0,
    setting: str = "",
    clearing: str = "",
    loading: str = "",
    loading_flags: str = "",
    elsewhere: bool = False,
) -> Wrapper:
    effects = _words(setting) | _words(clearing) | _words(loading)
    return Wrapper(
        _words(flags),
        _words(values) - effects,  # a shared list may name an option that has an effect here
        _words(subcommands),
        positionals,
        _words(setting),
        _words(clearing),
        _words(loading),
        _words(loading_flags),
        elsewhere,
    )


_SLURM_VALUES = (
    "-A --account -b --begin -c --cpus-per-task -C --constraint -d --dependency -D --chdir"
    " -e --error -G --gpus -i --input -J --job-name -L --licenses -m --distribution"
    " -n --ntasks -N --nodes -o --output -p --partition -q --qos -t --time -w --nodelist"
    " -x --exclude -a --array -W --wait --gres --gres-flags --gpus-per-node --gpus-per-task"
    " --gpus-per-socket --gpu-bind --gpu-freq --cpus-per-gpu --mem --mem-per-cpu --mem-per-gpu"
    " --ntasks-per-node --ntasks-per-socket --ntasks-per-core --ntasks-per-gpu --hint"
    " --mail-type --mail-user --reservation --signal --open-mode --comment --cpu-bind"
    " --mem-bind --mpi --network --nice --priority --time-min --switches --wckey"
    " --cluster-constraint -M --clusters --container --container-image --container-name"
    " --container-mounts --container-workdir --het-group --tres-per-task --threads-per-core"
    " --sockets-per-node --cores-per-socket --extra-node-info -B --prolog --epilog"
    " --wrap --task-prolog --task-epilog --deadline --delay-boot --profile --propagate --uid --gid"
    " --cpu-freq --accel-bind --resv-ports"
)
_SLURM_FLAGS = (
    "--exclusive --oversubscribe -s -O --overcommit --requeue --no-requeue --parsable"
    " -H --hold -I --immediate -Q --quiet -v --verbose -l -u --unbuffered --pty -X"
    " --disable-status --no-kill -k --spread-job --use-min-nodes --contiguous"
    " --container-remap-root --no-container-remap-root --no-container-mount-home"
    " --container-writable --container-readonly --test-only --exact --overlap"
    " --container-mount-home --kill-on-bad-exit -K --label"
)

_PROFILER_VALUES = (
    "-o --output -f --format -e --event -F --freq -c --count -p --pid -t --tid -C --cpu"
    " --call-graph -m --mmap-pages -r --repeat -x --field-separator -I --interval-print"
    " -D --delay -G --cgroup -s --sample -b --backtrace -d --duration -y --trace"
    " --cuda-graph-trace --force-overwrite --stats --capture-range --capture-range-end"
    " --cudabacktrace --gpu-metrics-devices --gpu-metrics-device --cuda-memory-usage"
    " --trace-fork-before-exec --kill --wait --session-new --session -w --show-output"
    " --stop-on-exit --python-sampling --pytorch --cpuctxsw --sampling-frequency"
    " --nic-metrics --export --start-later --nvtx-capture --gpuctxsw --osrt-threshold"
    " --cuda-flush-interval --python-backtrace --cudabacktrace-threshold --delay"
)

_CONDA = _wrapper(
    flags="--no-capture-output --live-stream -v --verbose --dev",
    values="-n --name -p --prefix --cwd",
    subcommands="run",
)
_GDB = _wrapper(
    flags="--args -batch --batch -q -quiet --quiet -nx --nx -tui --tui -nh",
    values="-ex --ex -x --command -iex --init-eval-command -ix -p --pid -cd --cd",
)

WRAPPERS: dict[str, Wrapper] = {
    "exec": _wrapper(flags="-l", values="-a", clearing="-c"),
    "command": _wrapper(flags="-p"),
    "nohup": _wrapper(),
    "time": _wrapper(
        flags="-p -a --append -v --verbose --portability -q --quiet",
        values="-f --format -o --output",
    ),
    "timeout": _wrapper(
        flags="--foreground --preserve-status -v --verbose",
        values="-s --signal -k --kill-after",
        positionals=1,
    ),
    "nice": _wrapper(values="-n --adjustment"),
    "ionice": _wrapper(flags="-t --ignore", values="-c --class -n --classdata"),
    "taskset": _wrapper(flags="-c --cpu-list -a --all-tasks", positionals=1),
    "numactl": _wrapper(
        flags="-a --all -l --localalloc --local -b --balancing",
        values="-i --interleave -p --preferred --preferred-many -m --membind"
        " -C --physcpubind -N --cpunodebind -w --weighted-interleave",
    ),
    "stdbuf": _wrapper(values="-i --input -o --output -e --error"),
    "setsid": _wrapper(flags="-c --ctty -f --fork -w --wait"),
    "chrt": _wrapper(
        flags="-a --all-tasks -b --batch -d --deadline -e --ext -f --fifo -i --idle"
        " -o --other -r --rr -R --reset-on-fork -m --max -v --verbose",
        values="-T --sched-runtime -P --sched-period -D --sched-deadline",
        positionals=1,
    ),
    "caffeinate": _wrapper(flags="-d -i -m -s -u", values="-t -w"),
    "unbuffer": _wrapper(flags="-p"),
    "chronic": _wrapper(flags="-e -v"),
    "flock": _wrapper(
        flags="-s --shared -x -e --exclusive -u --unlock -n --nb --nonblock -o --close"
        " -F --no-fork --verbose",
        values="-w --wait --timeout -E --conflict-exit-code",
        positionals=1,
    ),
    "xargs": _wrapper(
        flags="-0 --null -p --interactive -r --no-run-if-empty -t --verbose -x --exit"
        " -o --open-tty",
        values="-a --arg-file -d --delimiter -E -I -L -n --max-args -P --max-procs"
        " -s --max-chars --process-slot-var",
    ),
    "torchrun": _wrapper(
        flags="--standalone --run_path --run-path --no_python --no-python -m --module"
        " --virtual-local-rank",
        values="--nnodes --nproc_per_node --nproc-per-node --node_rank --node-rank"
        " --master_addr --master-addr --master_port --master-port --rdzv_backend"
        " --rdzv-backend --rdzv_endpoint --rdzv-endpoint --rdzv_id --rdzv-id --rdzv_conf"
        " --rdzv-conf --max_restarts --max-restarts --monitor_interval --monitor-interval"
        " --start_method --start-method --role --log_dir --log-dir -r --redirects -t --tee"
        " --local_addr --local-addr --logs_specs --logs-specs --local-ranks-filter"
        " --local_ranks_filter",
    ),
    "uv": _wrapper(
        flags="--all-extras --no-dev --frozen --locked --no-sync --isolated --no-project"
        " --active --offline --no-cache --script -s -m --module --no-env-file"
        " --compile-bytecode --refresh --upgrade -U --no-editable --exact --all-packages"
        " --preview --native-tls --no-config --managed-python --no-managed-python"
        " --no-python-downloads -q --quiet -v --verbose --no-progress --only-dev"
        " --all-groups --no-default-groups",
        values="--with --with-requirements --with-editable -p --python --project"
        " --directory --package --extra --group --only-group --no-group --index --index-url"
        " --extra-index-url --color --cache-dir --config-file --python-platform"
        " --no-extra --default-index --find-links -f --prerelease --resolution",
        subcommands="run",
        loading="--env-file",
    ),
    "uvx": _wrapper(
        flags="--isolated --offline --no-cache --refresh -q --quiet -v --verbose",
        values="--from --with --with-requirements -p --python --index --index-url"
        " --extra-index-url --prerelease --color",
        loading="--env-file",
    ),
    "pdm": _wrapper(
        flags="-g --global -s --site-packages -v --verbose -q --quiet --no-isolation",
        values="-p --project --venv",
        subcommands="run",
    ),
    "poetry": _wrapper(
        flags="-q --quiet -v -vv -vvv --verbose -n --no-interaction --ansi --no-ansi"
        " --no-plugins --no-cache",
        values="-C --directory -P --project",
        subcommands="run",
    ),
    "conda": _CONDA,
    "mamba": _CONDA,
    "micromamba": _wrapper(
        flags="--no-capture-output --live-stream -v --verbose --clean-env",
        values="-n --name -p --prefix --cwd -a --attach -r --root-prefix",
        subcommands="run",
    ),
    "rye": _wrapper(flags="-v --verbose -q --quiet", values="--pyproject", subcommands="run"),
    "hatch": _wrapper(
        flags="-v --verbose -q --quiet --no-interactive --no-color",
        values="--data-dir --cache-dir --config",
        subcommands="run",
        loading="-e --env",
    ),
    "pipx": _wrapper(
        flags="--no-cache -v --verbose -q --quiet --path --system-site-packages",
        values="--spec --python --pip-args --index-url",
        subcommands="run",
    ),
    "tini": _wrapper(flags="-s -v -vv -vvv -w -g -l", values="-p -e"),
    "dumb-init": _wrapper(flags="-c --single-child -v --verbose", values="-r --rewrite"),
    "gosu": _wrapper(positionals=1),
    "su-exec": _wrapper(positionals=1),
    "nvidia-smi": _wrapper(),
    "watch": _wrapper(
        flags="-d --differences -t --no-title -b --beep -e --errexit -g --chgexit -c --color"
        " -x --exec -p --precise -w --no-wrap",
        values="-n --interval -q --equexit",
    ),
    "strace": _wrapper(
        flags="-f -ff -F -t -tt -ttt -T -c -C -y -yy -v -x -xx -q -qq -k -z -Z -i -r -w -n"
        " --follow-forks --output-separately --summary-only --summary -V --quiet",
        values="-o --output -e -p --attach -s --string-limit -u --user -a --columns -b"
        " --detach-on -I --interruptible -P --trace-path -S --summary-sort-by -O"
        " --summary-syscall-overhead -X --const-print-style --trace --signal --status"
        " --decode-fds --seccomp-bpf -U --summary-columns",
        setting="-E --env",
    ),
    "ltrace": _wrapper(
        flags="-f -S -c -t -tt -ttt -T -L -C -i -r -b --demangle --no-signals",
        values="-o --output -e -l --library -n --indent -s -u -x -w --where -A -D --debug"
        " -F --config -p",
    ),
    "perf": _wrapper(
        flags="-g -a --all-cpus -q --quiet -v --verbose -d --detailed -i --no-inherit"
        " --per-thread -n --null -B --big-num",
        values=_PROFILER_VALUES,
        subcommands="record stat trace c2c mem sched lock",
    ),
    "nsys": _wrapper(
        values=_PROFILER_VALUES,
        subcommands="profile launch",
        setting="-e --env-var",
        loading="-n --inherit-environment",
    ),
    "ncu": _wrapper(
        flags="-f --force-overwrite --nvtx --print-summary-per-kernel",
        values="-o --export --set --section --metrics -k --kernel-name -c --launch-count"
        " -s --launch-skip --target-processes --replay-mode --nvtx-include --graph-profiling"
        " --cache-control --clock-control --profile-from-start --log-file --kernel-name-base"
        " --print-summary --page -i --import --mode --kernel-id --devices",
    ),
    "valgrind": _wrapper(
        flags="-q --quiet -v --verbose",
        values="--tool --leak-check --log-file --trace-children --suppressions"
        " --track-origins --error-exitcode --show-leak-kinds --num-callers --gen-suppressions",
    ),
    "gdb": _GDB,
    "cuda-gdb": _GDB,
    "compute-sanitizer": _wrapper(
        values="--tool --leak-check --log-file --print-limit --target-processes"
        " --racecheck-report --save --error-exitcode --show-backtrace --launch-timeout"
        " --check-api-memory-access --report-api-errors",
    ),
    "rocprof": _wrapper(
        flags="--stats --hip-trace --hsa-trace --sys-trace --roctx-trace --kfd-trace"
        " --parallel-kernels",
        values="-o -d -i -t --basenames --timestamp --flush-rate --ctx-wait --obj-tracking"
        " -m --plugin",
    ),
    "rocprofv2": _wrapper(
        flags="--hip-api --hip-activity --hip-trace --hsa-api --hsa-activity --hsa-trace"
        " --roctx-trace --kernel-trace --sys-trace",
        values="-i --input -o --output-file -d --output-directory --plugin -m",
    ),
    "rocprofv3": _wrapper(
        flags="--hip-trace --hsa-trace --kernel-trace --memory-copy-trace --marker-trace"
        " --sys-trace --runtime-trace --stats -S --summary --scratch-memory-trace"
        " --rccl-trace --kernel-include-regex",
        values="-d --output-directory -o --output-file --output-format -i --input --pmc"
        " --log-level --collection-period",
    ),
    "omniperf": _wrapper(
        flags="--roof-only --no-roof -q --quiet -v --verbose",
        values="-n --name -p --path -k --kernel -b --block --device -d --dispatch",
        subcommands="profile",
    ),
    "omnitrace": _wrapper(values="-o --output -c --config"),
    "accelerate": _wrapper(
        flags="--multi_gpu --multi-gpu --use_deepspeed --use_fsdp -m --module --no_python"
        " --no-python --same_network --debug -q --quiet",
        values="--config_file --config-file --num_processes --num-processes --num_machines"
        " --num-machines --machine_rank --machine-rank --main_process_ip --main-process-ip"
        " --main_process_port --main-process-port --mixed_precision --mixed-precision"
        " --gpu_ids --gpu-ids --dynamo_backend --num_cpu_threads_per_process"
        " --rdzv_backend --deepspeed_config_file --zero_stage --gradient_accumulation_steps",
        subcommands="launch",
    ),
    "deepspeed": _wrapper(
        flags="--module --no_python --no_local_rank --force_multi --elastic_training"
        " --bind_cores_to_rank --enable_each_rank_log",
        values="--num_gpus --num_nodes --include --exclude --master_port --master_addr"
        " --launcher --launcher_args --autotuning --bind_core_list --ssh_port --node_rank"
        " --min_elastic_nodes --max_elastic_nodes",
        loading="--hostfile -H",
    ),
    "ray": _wrapper(
        flags="--no-wait -v --verbose",
        values="--address --working-dir --submission-id --entrypoint-num-cpus"
        " --entrypoint-num-gpus --entrypoint-memory --entrypoint-resources --metadata-json"
        " --headers --verify --log-style --log-color",
        subcommands="job submit",
        loading="--runtime-env --runtime-env-json",
        elsewhere=True,
    ),
    "tee": _wrapper(flags="-a --append -i --ignore-interrupts -p", values="--output-error"),
    "py-spy": _wrapper(
        flags="-s --subprocesses -n --native --idle --gil --nonblocking -t --threads"
        " -F --function --full-filenames",
        values="-o --output -f --format -r --rate -d --duration -p --pid",
        subcommands="record top",
    ),
    "prlimit": _wrapper(
        flags="--noheadings --raw --verbose",
        values="--as --core --cpu --data --fsize --locks --memlock --msgqueue --nice"
        " --nofile --nproc --rss --rtprio --rttime --sigpending --stack -p --pid -o --output",
    ),
    "scalene": _wrapper(
        flags="--cpu --gpu --memory --cli --html --json --reduced-profile --profile-all"
        " --use-virtual-time --off --no-browser --web ---",
        values="--outfile --profile-interval --profile-only --profile-exclude"
        " --cpu-percent-threshold --cpu-sampling-rate --malloc-threshold --program-path",
    ),
    "memray": _wrapper(
        flags="-f --force --live --live-remote --native --follow-fork"
        " --trace-python-allocators -q --quiet --aggregate -m",
        values="-o --output --live-port",
        subcommands="run",
    ),
    "viztracer": _wrapper(
        flags="--ignore_c_function --log_gc --log_async -m --quiet --open --pid_suffix"
        " --log_subprocess",
        values="-o --output_file --tracer_entries --max_stack_depth --include_files"
        " --exclude_files --min_duration --output_dir",
    ),
    "flux": _wrapper(
        flags="--exclusive -x -v --verbose --label-io",
        values="-N --nodes -n --ntasks -c --cores-per-task -g --gpus-per-task -t --time-limit"
        " --job-name -o --setopt -S --setattr --output --error --dependency --cwd --urgency"
        " -q --queue",
        subcommands="run submit alloc",
        loading="--env-remove",
    ),
    "jsrun": _wrapper(
        values="-n --nrs -a --tasks_per_rs -c --cpu_per_rs -g --gpu_per_rs -r --rs_per_host"
        " -b --bind -l --latency_priority -d --launch_distribution -e --stdio_mode"
        " -k --stdio_stderr -o --stdio_stdout --smpiargs",
        setting="-E --env",
        loading="-F --env_eval -D --env_no_propagate",
    ),
    "aprun": _wrapper(
        flags="-ss -q -b -B -z",
        values="-n -N -d -j -cc -S -L -m -p -r -t",
        setting="-e",
    ),
    "xvfb-run": _wrapper(
        flags="-a --auto-servernum -l --listen-tcp",
        values="-n --server-num -s --server-args -f --auth-file -e --error-file"
        " -p --xauth-protocol -w --wait",
    ),
    "pixi": _wrapper(
        flags="--frozen --locked --no-install -v --verbose -q --quiet --revalidate"
        " --force-activate --no-lockfile-update --as-is --skip-deps",
        values="--manifest-path --color -w --workspace --spec -e --environment",
        subcommands="run exec",
        loading_flags="--clean-env",
    ),
    "ip": _wrapper(subcommands="netns exec", positionals=1),
    "nsenter": _wrapper(
        flags="-m --mount -u --uts -i --ipc -n --net -p --pid -U --user -C --cgroup -T --time"
        " -r --root -w --wd -F --no-fork -Z --follow-context -a --all"
        " --preserve-credentials",
        values="-t --target -S --setuid -G --setgid -W --wdns",
        loading_flags="-e --env",
    ),
    "unshare": _wrapper(
        flags="-m --mount -u --uts -i --ipc -n --net -p --pid -U --user -C --cgroup -T --time"
        " -f --fork -r --map-root-user -c --map-current-user --mount-proc --kill-child"
        " --keep-caps",
        values="--propagation --setgroups -R --root -w --wd -S --setuid -G --setgid"
        " --map-user --map-group --map-users --map-groups -l --load-interp --monotonic"
        " --boottime",
    ),
    "cgexec": _wrapper(flags="--sticky", values="-g"),
    "chroot": _wrapper(flags="--skip-chdir", values="--userspec --groups", positionals=1),
    "dtach": _wrapper(flags="-E -z", values="-a -A -c -n -N -e -r"),
    "abduco": _wrapper(flags="-f -r -l -q", values="-c -n -A -a -e"),
    "daemonize": _wrapper(flags="-a -v", values="-c -e -o -p -l -u", setting="-E"),
    "faketime": _wrapper(flags="-f -m --exclude-monotonic", values="--date-prog", positionals=1),
    "proxychains": _wrapper(flags="-q", values="-f"),
    "proxychains4": _wrapper(flags="-q", values="-f"),
    "watchexec": _wrapper(
        flags="-r --restart -c --clear -n -p --postpone -N --notify -q --quiet -1",
        values="-w --watch -e --exts --shell -i --ignore -d --debounce --stop-signal"
        " --stop-timeout -o --on-busy-update --project-origin --workdir",
        setting="-E --env",
    ),
    "entr": _wrapper(flags="-a -c -d -n -p -r -z"),
    "ts": _wrapper(flags="-i -s -m"),
    "sbatch": _wrapper(
        flags=_SLURM_FLAGS, values=_SLURM_VALUES, loading="--export-file --get-user-env"
    ),
    "salloc": _wrapper(flags=_SLURM_FLAGS, values=_SLURM_VALUES),
    "srun": _wrapper(
        flags=_SLURM_FLAGS, values=_SLURM_VALUES, loading="--export-file --get-user-env"
    ),
    "bsub": _wrapper(
        flags="-I -Is -Ip -K -x -B -N -XF -tty -ti -ul -r -rn -hl -ar",
        values="-n -q -J -o -e -W -R -gpu -P -G -M -app -m -cwd -outdir -U -w -u -b -t -E -Ep"
        " -i -oo -eo -sla -alloc_flags -nnodes -csm -ln_slots -core_isolation -sp -data"
        " -stage -pack",
        loading="-env -L",
    ),
    "screen": _wrapper(
        flags="-d -m -D -R -r -x -L -a -A -U -q -O -i",
        values="-S -c -h -e -p -s -T -t -Logfile -X",
    ),
    "parallel": _wrapper(
        flags="-k --keep-order --tag --lb --line-buffer -X -q --quote --dry-run --will-cite"
        " --bar --progress --eta -u --ungroup -0 --null --fg --shuf -v --xargs --group"
        " --halt-on-error --no-notice -r --no-run-if-empty --pipe --ctag",
        values="-j --jobs -P --halt --delay --joblog --results -a --arg-file --colsep -N -n"
        " --max-args -d --delimiter --semaphore --id -I --timeout --retries --workdir"
        " --tagstring --memfree --load",
        loading="-S --sshlogin --slf --sshloginfile --env",
    ),
}
"""Each program's options, by the program's name (`srun`'s `--export` and the options
every wrapper may take, `--env`, `--env-file`, are read by `environment`)."""
