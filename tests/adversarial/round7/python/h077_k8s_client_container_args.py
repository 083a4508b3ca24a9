from kubernetes import client

container = client.V1Container(
    name="sglang",
    image="lmsysorg/sglang:v0.5.23-cu129",
    command=["python3", "-m", "sglang.launch_server"],
    args=["--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--enable-mixed-chunk"],
    resources=client.V1ResourceRequirements(limits={"nvidia.com/gpu": "8"}),
)
