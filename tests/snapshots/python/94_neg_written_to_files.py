"""Launch settings written to files the tool does not follow: a dict dumped as a
`--config` file, a command string written out by name. Reported, never edited."""

import json
from pathlib import Path

import sglang  # noqa: F401

with open("serve.json", "w") as f:
    json.dump({"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2"}, f)

cmd = "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
Path("run.sh").write_text(cmd + "\n")
