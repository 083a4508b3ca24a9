import streamlit as st

st.title("HiSparse serving")
st.code(
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --kv-cache-dtype fp8_e5m2",
    language="bash",
)
