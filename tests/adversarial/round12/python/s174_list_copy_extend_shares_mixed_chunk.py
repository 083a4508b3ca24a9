import subprocess
import time

MODEL = "deepseek-ai/DeepSeek-V3.2"

COMMON = ["python3", "-m", "sglang.launch_server", "--model-path", MODEL, "--tp", "8", "--enable-mixed-chunk"]


def start(argv, port):
    proc = subprocess.Popen(argv + ["--port", str(port)])
    time.sleep(600)  # crude: the bench harness polls /health itself
    return proc


if __name__ == "__main__":
    baseline = start(COMMON, 30000)

    hisparse = COMMON.copy()
    hisparse.extend(["--enable-hisparse", "--disable-radix-cache"])
    hisparse += ["--kv-cache-dtype", "fp8_e4m3"]
    hs = start(hisparse, 30001)

    for p in (baseline, hs):
        p.wait()
