"""Commands derived from one base list in ways the tool does not follow.

A comprehension, a slice, `sorted` and a second name for the same list all
read `BASE`: an edit made for one reading could break another, so nothing
that reads `BASE` is edited.
"""

import subprocess

BASE = [
    "python3",
    "-m",
    "sglang.launch_server",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--device",
    "cpu",
]
GPU = [arg for arg in BASE if arg not in ("--device", "cpu")]

SLICED = ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--device", "cpu"]

SORTED = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]

SHARED = ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--disable-radix-cache"]
smoke = SHARED
smoke.extend(["--device", "cpu"])

if __name__ == "__main__":
    subprocess.run(GPU, check=True)
    subprocess.run([*SLICED[:-2], "--disable-radix-cache"], check=True)
    subprocess.run(["python3", "-m", "sglang.launch_server", *sorted(SORTED)], check=True)
    subprocess.run(SHARED, check=True)
