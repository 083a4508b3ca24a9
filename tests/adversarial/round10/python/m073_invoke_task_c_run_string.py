from invoke import task


@task
def serve(c, port=30000):
    c.run(
        "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 "
        "--enable-hisparse --disable-radix-cache --enable-mixed-chunk "
        f"--port {port}",
        pty=True,
    )
