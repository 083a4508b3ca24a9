"""`sgl.Engine(**kwargs)`: SGLang validates the settings when the engine is made."""

from hsf_record import launch_words, record, stand_in


class Engine:
    def __init__(self, **kwargs: object) -> None:
        record("sgl.Engine", launch_words(kwargs))

    def generate(self, prompt: object = None, *args: object, **kwargs: object) -> object:
        if isinstance(prompt, list):
            return [{"text": ""} for _ in prompt]
        return {"text": ""}

    def shutdown(self) -> None:
        pass


__getattr__ = stand_in("sglang.srt.entrypoints.engine")
