"""Write hisparse_fix/sglang/matrix/model-architectures.txt from unpacked SGLang releases.

Usage:
    python tools/extract_models.py RELEASES_ROOT VERSION... \
        > hisparse_fix/sglang/matrix/model-architectures.txt

RELEASES_ROOT holds one folder per release with its `sglang` package (as
`tools/sglang_releases.sh` lays them out). For each release it reads, with `ast`
and never importing SGLang, the architecture names in
`srt/configs/model_config.py`'s family tests (`is_deepseek_nsa` or
`is_deepseek_dsa`, `is_deepseek_v4`, `is_minimax_sparse`), which
`validate_hisparse` asks of a model's `config.json`, and writes each
architecture once with the first and last release that names it.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

FAMILY_TESTS = {
    "is_deepseek_nsa": "dsa",
    "is_deepseek_dsa": "dsa",
    "is_deepseek_v4": "deepseek-v4",
    "is_minimax_sparse": "minimax-m3",
}
"""SGLang's test of each family `hisparse_fix.sglang.model_family` names."""


def architectures(source: str) -> dict[str, str]:
    """Architecture -> family, from the string constants in each family test's body."""
    found: dict[str, str] = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef) and node.name in FAMILY_TESTS:
            for constant in ast.walk(node):
                if (
                    isinstance(constant, ast.Constant)
                    and isinstance(constant.value, str)
                    and constant.value.endswith(("ForCausalLM", "Generation", "NextN", "DSpark"))
                ):
                    found[constant.value] = FAMILY_TESTS[node.name]
    return found


def main(root: str, versions: list[str]) -> None:
    spans: dict[tuple[str, str], list[str]] = {}
    for version in versions:
        path = Path(root) / version / "sglang" / "srt" / "configs" / "model_config.py"
        for arch, family in architectures(path.read_text()).items():
            spans.setdefault((arch, family), []).append(version)
    print("# The model architectures SGLang's family tests name (is_deepseek_dsa, is_deepseek_v4,")
    print("# is_minimax_sparse in srt/configs/model_config.py), with the first and last release")
    print("# that names each. By tools/extract_models.py: `architecture family first last`.")
    for (arch, family), seen in sorted(spans.items(), key=lambda item: (item[0][1], item[0][0])):
        last = "-" if seen[-1] == versions[-1] else seen[-1]
        print(arch, family, seen[0], last)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
