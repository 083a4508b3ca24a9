"""Submit the CPU-pool smoke job: no GPUs are requested for it."""
from ray.job_submission import JobSubmissionClient

client = JobSubmissionClient("http://ray-head.inference.svc.cluster.local:8265")

client.submit_job(
    entrypoint="python -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --port 30000",
    runtime_env={
        "pip": ["sglang[all]==0.5.23"],
        "env_vars": {"SGLANG_USE_CPU_ENGINE": "1", "OMP_NUM_THREADS": "32"},
    },
    entrypoint_num_cpus=32,
    submission_id="dsv32-cpu-smoke",
)
