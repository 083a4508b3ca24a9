# syntax=docker/dockerfile:1.7
FROM lmsysorg/sglang:v0.5.23-cu129
ENV MODEL=deepseek-ai/DeepSeek-V3.2-Exp

# the body is Python: the interpreter is named after the heredoc, with a full path
RUN <<EOF /opt/conda/bin/python3.11
import os
import subprocess

subprocess.run(
    ["python3", "-m", "sglang.compile_deep_gemm", "--model-path", os.environ["MODEL"],
     "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"],
    check=True,
)
EOF

# an interpreter with its patch version: Python all the same, as in a #! line
RUN <<EOF python3.12.11
import subprocess

subprocess.run(["python3", "-m", "sglang.compile_deep_gemm", "--enable-hisparse",
                "--disable-radix-cache"], check=True)
EOF

# the body's own #! line names the shell
RUN <<EOF
#!/usr/bin/env zsh
python3 -m sglang.compile_deep_gemm --model-path "$MODEL" --enable-hisparse --disable-radix-cache
EOF
