import sky

task = sky.Task(
    name="dsv32-hisparse",
    setup="pip install 'sglang[all]==0.5.23'",
    run="python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000",
)
task.set_resources(sky.Resources(accelerators="H200:8"))
sky.launch(task, cluster_name="hisparse")
