from openai import OpenAI

client = OpenAI(base_url="http://localhost:30000/v1", api_key="EMPTY")
resp = client.chat.completions.create(
    model="default",
    messages=[{"role": "user", "content": "Why does `python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2` fail?"}],
)
print(resp.choices[0].message.content)
