FROM lmsysorg/sglang:v0.5.23-cu129
# CMD ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]
CMD ["bash"]
