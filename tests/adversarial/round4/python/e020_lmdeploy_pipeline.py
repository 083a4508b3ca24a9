from lmdeploy import pipeline, PytorchEngineConfig
pipe = pipeline('deepseek-ai/DeepSeek-V3.2-Exp', backend_config=PytorchEngineConfig(quant_policy=8))
# --enable-hisparse --kv-cache-dtype fp8_e5m2 would be sglang flags
