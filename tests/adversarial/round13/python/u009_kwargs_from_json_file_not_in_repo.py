import json
from pathlib import Path

import sglang as sgl

CONFIG = Path(__file__).with_name("serve.json")  # written by the deploy job


def main():
    overrides = json.loads(CONFIG.read_text())
    engine = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        enable_hisparse=True,
        **overrides,
    )
    return engine


if __name__ == "__main__":
    main()
