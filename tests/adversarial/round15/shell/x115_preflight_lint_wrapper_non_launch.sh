#!/usr/bin/env bash
# check-hisparse-args: run with the flags you are about to pass; prints problems, starts nothing.
hs=0 radix=0 prev=
for a in "$@"; do
  case "$a" in
    --enable-hisparse) hs=1 ;;
    --disable-radix-cache) radix=1 ;;
  esac
  if [[ $prev == --kv-cache-dtype && $a == fp8_e5m2 ]]; then
    echo "error: --kv-cache-dtype fp8_e5m2 is refused with --enable-hisparse" >&2
  fi
  prev=$a
done
(( hs && !radix )) && echo "error: --enable-hisparse needs --disable-radix-cache" >&2
exit 0
