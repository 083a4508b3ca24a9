#!/usr/bin/env bash
# Printed by our wrapper when it finds an old recipe.
old='--enable-hisparse --kv-cache-dtype fp8_e5m2'
new='--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3'
printf 'SGLang 0.5.23 refuses:\n  %s\nuse:\n  %s\n' "$old" "$new" >&2
