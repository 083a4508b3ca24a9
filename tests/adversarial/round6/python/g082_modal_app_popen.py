import subprocess

import modal

image = modal.Image.from_registry("lmsysorg/sglang:v0.5.23-cu129")
app = modal.App("dsv32-hisparse", image=image)


@app.function(gpu="H200:8", timeout=3600)
@modal.web_server(port=30000, startup_timeout=1800)
def serve():
    subprocess.Popen(
        [
            "python3", "-m", "sglang.launch_server",
            "--model-path", "deepseek-ai/DeepSeek-V3.2",
            "--tp", "8",
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype", "mxfp8",
            "--host", "0.0.0.0", "--port", "30000",
        ]
    )
