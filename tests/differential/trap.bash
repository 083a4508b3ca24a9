# Sourced through BASH_ENV before each script the differential test runs.
# The DEBUG trap stamps each command with the times it and the commands that
# forked its subshells started (HSF_DIFF_SEQ, `0,T1,PID,T2`: program order, also
# for background jobs, whose stand-ins may run and write in any order; a
# subshell's process id stands for its fork order among siblings that the
# parent forked after one stamp, as `( ... ) &` does) and
# tells stand-ins the script line they start from (HSF_DIFF_LINE); it keeps
# `$_`. It must stay on one line: bash counts a multi-line trap into LINENO.
HSF_DIFF_DEPTH=0
HSF_DIFF_SEQ=0
# A shell that reads its script on stdin (`bash -s <<EOF`, `ssh host <<EOF`,
# `sbatch <<EOF`) counts the heredoc's lines from 1: its first line is the one
# after the command that runs it.
if [[ $0 != "$HSF_DIFF_SCRIPT" && -z ${BASH_EXECUTION_STRING-} && ( $0 == bash || $0 == */bash ) ]]; then HSF_DIFF_BASE=${HSF_DIFF_LINE:-0}; fi
set -o functrace
trap 'HSF_DIFF_U=$_; if ((BASH_SUBSHELL > HSF_DIFF_DEPTH)); then HSF_DIFF_DEPTH=$BASH_SUBSHELL; HSF_DIFF_SEQ+=",$BASHPID,$EPOCHREALTIME"; else HSF_DIFF_SEQ="${HSF_DIFF_SEQ%,*},$EPOCHREALTIME"; fi; export HSF_DIFF_SEQ; if [[ $0 == "$HSF_DIFF_SCRIPT" ]]; then export HSF_DIFF_LINE=$LINENO; elif [[ -n ${HSF_DIFF_BASE-} ]]; then export HSF_DIFF_LINE=$((HSF_DIFF_BASE + LINENO)); fi; : "$HSF_DIFF_U"' DEBUG

# Stood-in servers exit at once: wait for the job instead of signalling it, so
# it has recorded its launch, and succeed as a kill of a running server would.
kill() {
  local word
  for word in "$@"; do
    case $word in [0-9]* | %*) wait "$word" 2>/dev/null ;; esac
  done
  return 0
}
