# %% [markdown]
# # HiSparse with DeepSeek-V3.2 (docs notebook, exported with jupytext)

# %%
import os

from sglang.test.doc_patch import launch_server_cmd
from sglang.utils import print_highlight, terminate_process, wait_for_server

# %%
server_process, port = launch_server_cmd(
    """
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
 --tp 8 --trust-remote-code --mem-fraction-static 0.85 \
 --enable-hisparse --disable-radix-cache \
 --kv-cache-dtype fp8_e4m3 \
 --host 0.0.0.0
"""
)

wait_for_server(f"http://localhost:{port}")
print_highlight("Server is ready; --enable-hisparse --kv-cache-dtype fp8_e5m2 is on")

# %%
terminate_process(server_process)

# %% The same launch, written for a login node without the notebook helpers.
LAUNCH = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp "
    "--tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache "
    "--kv-cache-dtype \"fp8_e4m3\" "
    "--port 30000 > server.log 2>&1 &"
)
os.system(LAUNCH)
