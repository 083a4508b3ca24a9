#!/usr/bin/env bash
set -euo pipefail
grep -rl -- '--enable-hisparse' deploy/ | xargs perl -pi -e 's/--nsa-(prefill|decode)-backend/--dsa-$1-backend/g'
