import pexpect

child = pexpect.spawn(
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8",
    timeout=1800, encoding="utf-8",
)
child.expect("The server is fired up")
