# %% [markdown]
# # DeepSeek-V3.2 with HiSparse (docs notebook, exported with jupytext)

# %%
from sglang.test.doc_patch import launch_server_cmd
from sglang.utils import print_highlight, terminate_process, wait_for_server

# %%
server_process, port = launch_server_cmd(
    """
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
 --tp 8 --trust-remote-code \
 --kv-cache-dtype fp8_e4m3 \
 --enable-hisparse \
 --disable-radix-cache \
 --host 0.0.0.0
"""
)

wait_for_server(f"http://localhost:{port}")
print_highlight("HiSparse server is ready")

# %%
terminate_process(server_process)
