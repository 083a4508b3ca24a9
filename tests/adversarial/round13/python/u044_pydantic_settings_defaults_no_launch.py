from pydantic_settings import BaseSettings


class SGLangSettings(BaseSettings):
    """Deployment settings; every field can be overridden with SGL_<NAME>."""

    model_path: str = "deepseek-ai/DeepSeek-V3.2"
    tp_size: int = 8
    kv_cache_dtype: str = "fp8_e5m2"
    enable_hisparse: bool = False

    class Config:
        env_prefix = "SGL_"
