# shared defaults for hisparse launch scripts (sourced, never run)
KV_DTYPE=fp8_e5m2
DSA_DECODE=flashmla_kv
