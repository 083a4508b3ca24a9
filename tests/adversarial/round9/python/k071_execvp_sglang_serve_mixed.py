import os

os.execvp(
    "sglang",
    ["sglang", "serve", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
     "--enable-hisparse", "--disable-radix-cache", "--enable-mixed-chunk"],
)
