import litserve as ls
import sglang as sgl


class SGLangAPI(ls.LitAPI):
    def setup(self, device):
        self.engine = sgl.Engine(
            model_path="deepseek-ai/DeepSeek-V3.2",
            tp_size=8,
            enable_hisparse=True,
            disable_radix_cache=True,
            speculative_algorithm="EAGLE",
            speculative_num_steps=3,
            speculative_eagle_topk=4,
            speculative_num_draft_tokens=8,
        )

    def predict(self, prompt):
        return self.engine.generate(prompt, {"max_new_tokens": 128})["text"]


if __name__ == "__main__":
    ls.LitServer(SGLangAPI(), accelerator="gpu").run(port=8000)
