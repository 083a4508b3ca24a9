from pathlib import Path

REPLACEMENTS = {
    "--kv-cache-dtype fp8_e5m2": "--kv-cache-dtype fp8_e4m3",
    "--nsa-decode-backend": "--dsa-decode-backend",
    " --enable-mixed-chunk": "",
}


def migrate(root: Path) -> None:
    for path in root.rglob("*.sh"):
        text = path.read_text()
        if "--enable-hisparse" not in text:
            continue
        for old, new in REPLACEMENTS.items():
            text = text.replace(old, new)
        path.write_text(text)
