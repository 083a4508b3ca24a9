from sglang.test.test_utils import run_bench_offline_throughput

throughput = run_bench_offline_throughput(
    "deepseek-ai/DeepSeek-V3.2",
    ["--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "nvfp4"],
)
assert throughput > 1000
