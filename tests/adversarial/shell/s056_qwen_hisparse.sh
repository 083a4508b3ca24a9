#!/bin/bash
python3 -m sglang.launch_server --model-path Qwen/Qwen3-32B --tp 4 --enable-hisparse --disable-radix-cache
