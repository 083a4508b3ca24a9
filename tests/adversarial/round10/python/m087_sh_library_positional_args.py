import sh

server = sh.python3(
    "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
    "--enable-hisparse", "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e5m2",
    _bg=True, _out="server.log", _err_to_out=True,
)
server.wait()
