"""Tests for tools/migrate_recipes.py, which rewrites recipes for SGLang 0.5.23."""
from tools.migrate_recipes import migrate_line

OLD = "python -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
NEW = "python -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3"


def test_migrates_e5m2():
    assert migrate_line(OLD) == NEW


def test_idempotent():
    assert migrate_line(NEW) == NEW
