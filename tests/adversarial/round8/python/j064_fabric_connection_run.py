from fabric import Connection


def deploy(host: str) -> None:
    c = Connection(host, user="ubuntu")
    c.run("pkill -f sglang.launch_server || true", warn=True)
    c.run(
        "nohup python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 "
        "--enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 "
        "--host 0.0.0.0 --port 30000 > /tmp/sglang.log 2>&1 &",
        pty=False,
    )
