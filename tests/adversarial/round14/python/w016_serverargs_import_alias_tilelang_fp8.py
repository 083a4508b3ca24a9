"""GLM-5 with HiSparse on 8x H200."""
from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs as SA

if __name__ == "__main__":
    args = SA(
        model_path="zai-org/GLM-5",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e4m3",
        dsa_decode_backend="tilelang",
        host="0.0.0.0",
        port=30000,
    )
    launch_server(args)
