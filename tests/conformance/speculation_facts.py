"""Print what SGLang's speculative resolution decides, as JSON; runs in the SGLang venv.

The `[speculation]` table of the release tables is compared with it
(`tests/test_conformance.py`): the alias of each algorithm, whether
`adaptive_unsupported_reason` keeps adaptive on with it, which algorithms keep
mixed chunk (`supports_mixed_chunk`) and which reach the EAGLE-family handler, and
the default of every option the table says an algorithm copies into the top-k.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import logging
import sys

from sglang.srt.arg_groups.speculative_hook import _resolve_speculative_algorithm_alias
from sglang.srt.server_args import ServerArgs
from sglang.srt.speculative.adaptive_spec_params import adaptive_unsupported_reason
from sglang.srt.speculative.spec_info import SpeculativeAlgorithm


def main() -> None:
    logging.disable(logging.CRITICAL)
    options = json.load(sys.stdin)
    with contextlib.redirect_stdout(io.StringIO()):
        parser = argparse.ArgumentParser()
        ServerArgs.add_cli_args(parser)
        args = parser.parse_args(["--model-path", "x"])
    names = [algo.name for algo in SpeculativeAlgorithm if not algo.is_none()]
    adaptive = []
    for name in names:
        probe = argparse.Namespace(**{**vars(args), "speculative_algorithm": name})
        if adaptive_unsupported_reason(probe) is None:
            adaptive.append(name)
    facts = {
        "algorithms": names,
        "aliases": {name: _resolve_speculative_algorithm_alias(name, None) for name in ["NEXTN"]},
        "adaptive": adaptive,
        "keeps_mixed_chunk": [
            name for name in names if SpeculativeAlgorithm[name].supports_mixed_chunk()
        ],
        "eagle_handler": [
            name
            for name in names
            if SpeculativeAlgorithm[name].is_eagle() or SpeculativeAlgorithm[name].is_standalone()
        ],
        "defaults": {name: str(parser.get_default(name.replace("-", "_"))) for name in options},
    }
    json.dump(facts, sys.stdout)


if __name__ == "__main__":
    main()
