FROM vault.habana.ai/gaudi-docker/1.21.0/ubuntu22.04/habanalabs/pytorch-installer-2.6.0:latest

RUN pip install --no-cache-dir "sglang[srt_hpu]==0.5.23"
ENV PT_HPU_LAZY_MODE=1 \
    HF_HOME=/models/hf

CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache", "--port", "30000"]
