"""Drive the load generator against an already running server.

The generator does not start anything: it records the server settings it is given
(flags mirror the server's) in the result file so the dashboards can group runs.
"""
import subprocess
import sys

subprocess.run(
    [
        sys.executable, "-m", "loadgen.run",
        "--url", "http://127.0.0.1:30000",
        "--num-requests", "512",
        "--concurrency", "64",
        "--enable-hisparse",
        "--kv-cache-dtype", "fp8_e5m2",
        "--output", "results/hisparse.jsonl",
    ],
    check=True,
)
