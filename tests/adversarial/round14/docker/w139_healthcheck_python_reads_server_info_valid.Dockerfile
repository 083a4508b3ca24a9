FROM lmsysorg/sglang:v0.5.23-cu129
EXPOSE 30000
HEALTHCHECK --interval=30s --start-period=15m \
  CMD python3 -c "import json, urllib.request; info = json.load(urllib.request.urlopen('http://127.0.0.1:30000/get_server_info')); assert info['enable_hisparse'] and info['kv_cache_dtype'] in ('bfloat16', 'fp8_e4m3')"
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--host", "0.0.0.0", "--port", "30000"]
