import subprocess
import sys


def serve(port):
	return subprocess.Popen(
		[
			sys.executable,
			"-m",
			"sglang.launch_server",
			"--model-path=deepseek-ai/DeepSeek-V3.2",
			"--tp-size=8",
			"--enable-hisparse",
			"--disable-radix-cache",
			"--kv-cache-dtype=fp4_mx_block16",
			f"--port={port}",
		]
	)


if __name__ == "__main__":
	serve(30000).wait()
