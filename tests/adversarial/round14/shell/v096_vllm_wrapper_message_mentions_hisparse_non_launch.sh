#!/usr/bin/env bash
# vLLM entrypoint shim for the shared recipe runner
if [[ " $* " == *" --enable-hisparse "* ]]; then
  echo "note: --enable-hisparse is an SGLang option; vLLM ignores it" >&2
  set -- $(printf '%s\n' "$@" | grep -vx -- '--enable-hisparse')
fi
exec vllm serve "$@"
