import click


@click.command()
def hint():
    """Show how to start the HiSparse server."""
    click.echo("python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2")
