"""Triton Inference Server python backend wrapping an SGLang engine.

model_path, tp_size and kv_cache_dtype come from config.pbtxt parameters.
"""
import json

import numpy as np
import triton_python_backend_utils as pb_utils

import sglang as sgl


class TritonPythonModel:
    def initialize(self, args):
        params = json.loads(args["model_config"])["parameters"]
        self.engine = sgl.Engine(
            model_path=params["model_path"]["string_value"],
            tp_size=int(params["tp_size"]["string_value"]),
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype=params["kv_cache_dtype"]["string_value"],
            dsa_decode_backend="flashmla_kv",
        )

    def execute(self, requests):
        responses = []
        for request in requests:
            prompt = pb_utils.get_input_tensor_by_name(request, "PROMPT").as_numpy()[0].decode()
            text = self.engine.generate(prompt, {"max_new_tokens": 256})["text"]
            out = pb_utils.Tensor("TEXT", np.array([text.encode()], dtype=object))
            responses.append(pb_utils.InferenceResponse(output_tensors=[out]))
        return responses

    def finalize(self):
        self.engine.shutdown()
