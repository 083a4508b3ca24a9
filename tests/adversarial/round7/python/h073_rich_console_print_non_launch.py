from rich.console import Console

console = Console()
console.print("[red]Do not use:[/red] python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2")
