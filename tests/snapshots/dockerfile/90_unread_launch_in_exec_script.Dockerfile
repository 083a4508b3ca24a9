FROM lmsysorg/sglang:v0.5.23
# the exec-form script and the shell-form command each leave a quote open
RUN python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype 'fp8_e5m2
CMD ["bash", "-c", "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype 'fp8_e5m2"]
