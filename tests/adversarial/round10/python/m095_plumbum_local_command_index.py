from plumbum import local, FG

server = local["python3"]["-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
                          "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "mxfp8"]
server & FG
