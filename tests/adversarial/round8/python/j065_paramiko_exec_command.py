import paramiko

client = paramiko.SSHClient()
client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
client.connect("gpu-node-07", username="svc")
stdin, stdout, stderr = client.exec_command(
    "cd /opt/sglang && python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 "
    "--enable-hisparse --disable-radix-cache --enable-mixed-chunk --port 30000"
)
print(stdout.read().decode())
