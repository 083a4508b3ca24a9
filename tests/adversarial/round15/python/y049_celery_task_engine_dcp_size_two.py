"""Celery worker that owns one HiSparse engine per process."""
from celery import Celery
from celery.signals import worker_process_init

import sglang as sgl

app = Celery("hisparse", broker="redis://localhost:6379/0")
ENGINE = None


@worker_process_init.connect
def init_engine(**_):
    global ENGINE
    ENGINE = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        dcp_size=2,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="bfloat16",
    )


@app.task
def generate(prompt: str) -> str:
    return ENGINE.generate(prompt, {"max_new_tokens": 256})["text"]
