import subprocess
if __name__ == '__main__':
    subprocess.run(['python3', '-m', 'sglang.launch_server', '--model-path', 'deepseek-ai/DeepSeek-V3.2-Exp', '--tp', '8', '--enable-hisparse'] + ['--disable-radix-cache', '--kv-cache-dtype', 'auto'], check=True)
