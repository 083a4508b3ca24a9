import os

MODEL = "deepseek-ai/DeepSeek-V3.2"

CMD = (
    "python3 -m sglang.launch_server --model-path %(model)s --tp %(tp)d "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype %(kv)s "
    "--port %(port)d > server.log 2>&1 &"
)

settings = {"model": MODEL, "tp": 8, "kv": "fp8_e5m2", "port": 30000}

if __name__ == "__main__":
    os.system(CMD % settings)
