# syntax=docker/dockerfile:1.7
FROM lmsysorg/sglang:v0.5.23-cu129

# Build-time guard: fail the build if this SGLang ever starts accepting an
# e5m2 cache with HiSparse (our recipes would then need revisiting).
RUN python3 - <<'EOF'
from sglang.srt.server_args import ServerArgs

try:
    ServerArgs(
        model_path="deepseek-ai/DeepSeek-V3.2",
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e5m2",
    ).check_server_args()
except ValueError as e:
    assert "HiSparse requires" in str(e), e
else:
    raise SystemExit("SGLang accepted fp8_e5m2 with HiSparse; revisit the recipes")
EOF

CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--port", "30000"]
