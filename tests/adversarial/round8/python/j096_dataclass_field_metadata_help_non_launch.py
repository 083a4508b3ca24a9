from dataclasses import dataclass, field


@dataclass
class Settings:
    kv_dtype: str = field(
        default="fp8_e4m3",
        metadata={"help": "KV dtype. Note: `--enable-hisparse --kv-cache-dtype fp8_e5m2` is refused by SGLang."},
    )
