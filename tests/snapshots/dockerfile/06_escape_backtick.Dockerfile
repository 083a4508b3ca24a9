# escape=`
FROM lmsysorg/sglang:v0.5.23-cu129
CMD ["python3", "-m", "sglang.launch_server", `
     "--model-path", "C:\\models\\DeepSeek-V3.2-Exp", `
     "--enable-hisparse", `
     "--disable-radix-cache", `
     "--kv-cache-dtype", "fp8_e4m3"]
RUN python3 -m sglang.compile_deep_gemm --model-path deepseek-ai/DeepSeek-V3.2-Exp `
      --enable-hisparse --kv-cache-dtype fp8_e5m2
