"""Options written to a file, and launch commands a test expects."""

import json
import subprocess

import sglang as sgl
import yaml

# Launched, and also recorded to a JSON file: the record is another reader.
CFG = dict(
    model_path="deepseek-ai/DeepSeek-V3.2-Exp",
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e5m2",
)
with open("run_config.json", "w") as record:
    json.dump(CFG, record)
llm = sgl.Engine(**CFG)

# Written out as YAML only: whoever reads the file is not in this one.
proposal = {"enable-hisparse": True, "disable-radix-cache": True, "kv-cache-dtype": "fp8_e5m2"}
yaml.safe_dump(proposal, open("proposal.yaml", "w"))

# What a test expects a command builder to render: not a launch.
EXPECTED = "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2"


def test_render(render):
    assert render() == EXPECTED


# Launched and also compared: the comparison blocks the edit.
SERVER = "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
subprocess.run(SERVER, shell=True, check=True)


def test_server_command(build):
    assert build() == SERVER
