#!/bin/bash
# shared environment for the launch scripts
export MODEL=deepseek-ai/DeepSeek-V3.2-Exp
export KV_DTYPE=fp8_e5m2
export TP=8
