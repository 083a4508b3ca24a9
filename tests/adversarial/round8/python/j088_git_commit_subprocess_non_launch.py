import subprocess

subprocess.run(
    ["git", "commit", "-am", "recipes: replace `--enable-hisparse --kv-cache-dtype fp8_e5m2` with fp8_e4m3"],
    check=True,
)
