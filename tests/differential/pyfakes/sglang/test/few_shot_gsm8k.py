"""Evaluations return a perfect score without running."""

from hsf_record import stand_in


def run_eval(*args: object, **kwargs: object) -> dict[str, float]:
    return {"accuracy": 1.0}


__getattr__ = stand_in("sglang.test.few_shot_gsm8k")
