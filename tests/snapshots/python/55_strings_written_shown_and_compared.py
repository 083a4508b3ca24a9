"""A launch written to a script file, one shown on a page, and one a test compares."""

import subprocess
from pathlib import Path

import streamlit as st

Path("serve.sh").write_text(
    "#!/usr/bin/env bash\n"
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
)

st.code(
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse "
    "--kv-cache-dtype fp8_e5m2",
    language="bash",
)


def build_cmd(port=30000):
    return [
        "python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2",
        "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2",
        "--port", str(port),
    ]


def test_build_cmd():
    assert build_cmd(1)[-4:] == ["--kv-cache-dtype", "fp8_e5m2", "--port", "1"]


if __name__ == "__main__":
    subprocess.run(build_cmd(), check=True)
