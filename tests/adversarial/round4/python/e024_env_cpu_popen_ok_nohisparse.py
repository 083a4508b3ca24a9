import subprocess
import os
env = dict(os.environ, SGLANG_USE_CPU_ENGINE='1')
subprocess.Popen(['python3', '-m', 'sglang.launch_server', '--model-path', 'deepseek-ai/DeepSeek-V3.2-Exp', '--device', 'cpu'], env=env)
