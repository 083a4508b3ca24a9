from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

if __name__ == "__main__":
    server_args = ServerArgs(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e4m3",
        speculative_algorithm="EAGLE3",
        speculative_draft_model_path="/models/dsv32-eagle3",
        speculative_num_steps=3,
        speculative_eagle_topk=8,
        speculative_num_draft_tokens=16,
    )
    launch_server(server_args)
