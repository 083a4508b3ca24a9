"""GitHub bot: canned replies for common launch failures."""
import textwrap

from github import Github

CANNED = {
    "hisparse-kv-dtype": textwrap.dedent(
        """\
        Thanks for the report! Since SGLang 0.5.11 HiSparse only takes a bf16 or
        fp8_e4m3 KV cache, so a command like

            python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \\
                --enable-hisparse --kv-cache-dtype fp8_e5m2

        exits with "HiSparse requires one of ('bfloat16', 'fp8_e4m3') KV cache dtypes".
        Switch the dtype (and keep the radix cache off):

            python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \\
                --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
        """
    ),
}


def reply(token: str, repo: str, number: int, key: str) -> None:
    issue = Github(token).get_repo(repo).get_issue(number)
    issue.create_comment(CANNED[key])
