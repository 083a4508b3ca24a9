#!/usr/bin/env bash
# When did we switch the HiSparse recipes away from e5m2?
git log --oneline -S'--kv-cache-dtype fp8_e5m2' -- recipes/ scripts/
git log -1 --format='%h %an %s' -G'--enable-hisparse' -- recipes/dsv32.sh
