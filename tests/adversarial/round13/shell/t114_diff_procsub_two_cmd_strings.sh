#!/bin/bash
OLD="--enable-hisparse --kv-cache-dtype fp8_e5m2 --nsa-decode-backend flashmla_kv"
NEW="--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv"
diff <(tr ' ' '\n' <<<"$OLD") <(tr ' ' '\n' <<<"$NEW") || true
