#!/usr/bin/env python3
"""CPU-only functional check of the DSA tiny model (no GPU on the build agents)."""
import os

MODEL = "/models/dsv32-tiny-random"

os.execvp(
    "python3",
    [
        "python3", "-m", "sglang.launch_server",
        "--model-path", MODEL,
        "--device", "cpu",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--port", "31000",
    ],
)
