"""Nightly HiSparse serving benchmark (Airflow DAG)."""
from datetime import datetime

from airflow import DAG
from airflow.operators.bash import BashOperator

with DAG(
    dag_id="hisparse_nightly_bench",
    schedule="0 2 * * *",
    start_date=datetime(2026, 1, 1),
    catchup=False,
    tags=["sglang", "hisparse"],
) as dag:
    serve_and_bench = BashOperator(
        task_id="serve_and_bench",
        bash_command=(
            "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
            "--tp-size 8 --enable-hisparse --disable-radix-cache "
            "--kv-cache-dtype fp8_e5m2 --port 30000 & "
            "python3 -m sglang.bench_serving --backend sglang --port 30000 --num-prompts 200; "
            "kill %1"
        ),
    )
