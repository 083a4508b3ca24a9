import ray
import sglang as sgl


@ray.remote(num_gpus=8)
class Server:
    def __init__(self):
        self.llm = sgl.Engine(
            model_path="deepseek-ai/DeepSeek-V3.2",
            tp_size=8,
            enable_hisparse=True,
            disable_radix_cache=True,
            enable_mixed_chunk=True,
        )
