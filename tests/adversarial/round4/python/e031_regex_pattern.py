import re
PAT = re.compile(r'--enable-hisparse.*--kv-cache-dtype (fp8_e5m2|nvfp4)')
