#!/bin/bash
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --dcp-size 2 --enable-hisparse --disable-radix-cache
