def show_example():
    print("To start the server run:")
    print("  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --kv-cache-dtype fp8_e5m2")
    print(f"  sglang serve --model-path {'deepseek-ai/DeepSeek-V3.2-Exp'} --enable-hisparse --device cpu")
