import logging
import shlex
import subprocess
import sys

log = logging.getLogger("serve")

MODEL = "deepseek-ai/DeepSeek-V3.2"

argv = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--tp-size", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e4m3",
    "--dsa-prefill-backend", "flashinfer_sparse_mla",
    "--dsa-decode-backend", "flashmla_kv",
    "--port", "30000",
]

if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    log.info("starting sglang: %s", shlex.join(argv))
    proc = subprocess.Popen(argv)
    raise SystemExit(proc.wait())
