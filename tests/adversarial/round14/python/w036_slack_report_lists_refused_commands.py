"""Post the nightly HiSparse compatibility summary to Slack."""
import os

import requests

WEBHOOK = os.environ["SLACK_WEBHOOK_URL"]

# Combinations the nightly job proved SGLang 0.5.23 refuses; shown in the report as-is.
REFUSED = [
    "python -m sglang.launch_server --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2",
    "python -m sglang.launch_server --enable-hisparse --disable-radix-cache --enable-mixed-chunk",
]


def post(passed: int, failed: int) -> None:
    lines = [f"• `{cmd}` → refused" for cmd in REFUSED]
    text = f"HiSparse nightly: {passed} passed, {failed} failed\n" + "\n".join(lines)
    requests.post(WEBHOOK, json={"text": text}, timeout=10)


if __name__ == "__main__":
    post(int(os.environ.get("PASSED", 0)), int(os.environ.get("FAILED", 0)))
