import subprocess
CMD = ['python3', '-m', 'sglang.launch_server', '--model-path', 'deepseek-ai/DeepSeek-V3.2-Exp', '--tp', '8', '--enable-hisparse'] + ['--disable-radix-cache', '--kv-cache-dtype', 'fp8_e5m2']
assert CMD[-1] == 'fp8_e5m2'
subprocess.Popen(CMD)
