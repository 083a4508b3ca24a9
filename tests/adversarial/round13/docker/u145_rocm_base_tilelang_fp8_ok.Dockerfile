FROM rocm/sgl-dev:v0.5.23-rocm700-mi35x-20260301
ENV SGLANG_USE_AITER=1 HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "zai-org/GLM-5", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--dsa-prefill-backend", "tilelang", "--dsa-decode-backend", "tilelang"]
