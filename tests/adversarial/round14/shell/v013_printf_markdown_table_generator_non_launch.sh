#!/usr/bin/env bash
# regenerate docs/hisparse_flags.md from the list below
flags=(
  "--enable-hisparse|turns HiSparse on"
  "--disable-radix-cache|required with HiSparse"
  "--kv-cache-dtype fp8_e4m3|accepted (fp8_e5m2 is refused)"
)
{
  printf '| flag | note |\n|---|---|\n'
  for f in "${flags[@]}"; do
    printf '| `%s` | %s |\n' "${f%%|*}" "${f#*|}"
  done
} > docs/hisparse_flags.md
