from sglang.test.test_utils import popen_launch_server, DEFAULT_URL_FOR_TEST
proc = popen_launch_server('deepseek-ai/DeepSeek-V3.2-Exp', DEFAULT_URL_FOR_TEST, timeout=600, other_args=['--enable-hisparse', '--disable-radix-cache', '--kv-cache-dtype', 'fp8_e4m3', '--dsa-decode-backend', 'flashinfer_sparse_mla'])
