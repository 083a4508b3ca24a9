"""Docs app page: what changed for HiSparse launches in SGLang 0.5.23."""

import gradio as gr

BEFORE = """python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \\
  --enable-hisparse --disable-radix-cache \\
  --kv-cache-dtype fp8_e5m2 --nsa-decode-backend tilelang"""

AFTER = """python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \\
  --enable-hisparse --disable-radix-cache \\
  --kv-cache-dtype fp8_e4m3"""

with gr.Blocks(title="HiSparse migration") as page:
    gr.Markdown("## Refused by 0.5.23")
    gr.Code(value=BEFORE, language="shell", interactive=False)
    gr.Markdown(
        "`fp8_e5m2` is not a HiSparse KV dtype and `--nsa-*` flags are gone; "
        "use `fp8_e4m3` and let SGLang pick the DSA backend."
    )
    gr.Markdown("## Accepted")
    gr.Code(value=AFTER, language="shell", interactive=False)

if __name__ == "__main__":
    page.launch()
