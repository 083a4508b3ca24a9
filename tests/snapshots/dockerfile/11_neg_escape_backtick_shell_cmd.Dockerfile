# escape=`
FROM lmsysorg/sglang:v0.5.23-cu129
WORKDIR C:\sglang
CMD python3 -m sglang.launch_server `
    --model-path deepseek-ai/DeepSeek-V3.2-Exp `
    --enable-hisparse --disable-radix-cache `
    --enable-mixed-chunk
