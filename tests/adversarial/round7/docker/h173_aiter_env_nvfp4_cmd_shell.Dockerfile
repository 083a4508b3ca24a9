FROM lmsysorg/sglang:v0.5.23-rocm700-mi35x
ENV SGLANG_USE_AITER=1 HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
CMD python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --dsa-decode-backend aiter
