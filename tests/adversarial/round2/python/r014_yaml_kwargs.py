import sys

import sglang as sgl
import yaml

with open(sys.argv[1]) as f:
    llm = sgl.Engine(**yaml.safe_load(f), enable_hisparse=True)
