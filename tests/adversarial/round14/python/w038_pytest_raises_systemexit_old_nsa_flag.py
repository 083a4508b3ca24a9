import pytest

from sglang.srt.server_args import prepare_server_args

MODEL = "deepseek-ai/DeepSeek-V3.2"


def test_old_nsa_flag_is_gone():
    # 0.5.20 removed the --nsa-* spellings; keep this test so nobody re-adds the alias.
    with pytest.raises(SystemExit):
        prepare_server_args(
            [
                "--model-path", MODEL,
                "--enable-hisparse", "--disable-radix-cache",
                "--nsa-decode-backend", "flashmla_kv",
            ]
        )


def test_dsa_flag_parses():
    args = prepare_server_args(
        [
            "--model-path", MODEL,
            "--enable-hisparse", "--disable-radix-cache",
            "--kv-cache-dtype", "fp8_e4m3",
            "--dsa-decode-backend", "flashmla_kv",
        ]
    )
    assert args.dsa_decode_backend == "flashmla_kv"
