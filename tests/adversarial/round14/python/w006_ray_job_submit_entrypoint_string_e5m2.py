"""Submit the HiSparse server as a Ray job on the inference cluster."""
from ray.job_submission import JobSubmissionClient

client = JobSubmissionClient("http://ray-head.inference.svc.cluster.local:8265")

job_id = client.submit_job(
    entrypoint=(
        "python -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
        "--tp-size 8 --enable-hisparse --disable-radix-cache "
        "--kv-cache-dtype fp8_e5m2 --host 0.0.0.0 --port 30000"
    ),
    runtime_env={"pip": ["sglang[all]==0.5.23"]},
    entrypoint_num_gpus=8,
    submission_id="dsv32-hisparse",
)
print("submitted", job_id)
