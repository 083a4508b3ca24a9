# syntax=docker/dockerfile:1.7
FROM lmsysorg/sglang:v0.5.23-cu129
RUN <<EOF
#!/usr/bin/env python3
import sglang as sgl
llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, enable_mixed_chunk=True)
llm.shutdown()
EOF
