from pathlib import Path
import subprocess
import textwrap

job = textwrap.dedent("""\
    #!/bin/bash
    #SBATCH --gres=gpu:8
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
""")
Path("job.sh").write_text(job)
subprocess.run(["sbatch", "job.sh"], check=True)
