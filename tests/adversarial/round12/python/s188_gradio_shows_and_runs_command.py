"""Small ops panel: shows the launch command and starts the server on click."""

import shlex
import subprocess

import gradio as gr

CMD = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
    "--tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 --port 30000"
)

_proc = None


def start_server():
    global _proc
    if _proc is not None and _proc.poll() is None:
        return "already running"
    _proc = subprocess.Popen(shlex.split(CMD))
    return f"started pid {_proc.pid}"


with gr.Blocks(title="SGLang ops") as demo:
    gr.Markdown("### Launch command")
    gr.Code(value=CMD, language="shell", interactive=False)
    status = gr.Textbox(label="status")
    gr.Button("Start server").click(start_server, outputs=status)

if __name__ == "__main__":
    demo.launch(server_port=7860)
