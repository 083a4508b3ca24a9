"""Prefect flow: bring up the sharded HiSparse server, run the eval, tear down."""
import subprocess
import sys

from prefect import flow, task


@task
def start_server() -> int:
    proc = subprocess.Popen(
        [
            sys.executable, "-m", "sglang.launch_server",
            "--model-path", "deepseek-ai/DeepSeek-V3.2",
            "--tp-size", "8",
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype", "fp8_e4m3",
            "--enable-kv-cache-sharding",
            "--port", "30000",
        ]
    )
    return proc.pid


@task
def run_eval() -> None:
    subprocess.run([sys.executable, "-m", "eval.longbench", "--port", "30000"], check=True)


@flow(name="hisparse-eval")
def hisparse_eval():
    start_server()
    run_eval()


if __name__ == "__main__":
    hisparse_eval()
