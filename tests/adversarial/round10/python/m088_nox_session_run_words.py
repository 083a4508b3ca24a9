import nox


@nox.session(python="3.11", venv_backend="uv")
def serve(session):
    session.install("sglang[all]==0.5.23")
    session.run(
        "python", "-m", "sglang.launch_server",
        "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
        "--enable-hisparse", "--disable-radix-cache", "--enable-mixed-chunk",
        external=False,
    )
