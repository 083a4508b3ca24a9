# The server options live in ENV; the shell-form CMD splits $SGLANG_ARGS into words.
FROM lmsysorg/sglang:v0.5.23-cu129 AS serve
ENV MODEL=deepseek-ai/DeepSeek-V3.2
ENV SGLANG_ARGS="--tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3"
CMD python3 -m sglang.launch_server --model-path $MODEL $SGLANG_ARGS --host 0.0.0.0

# Here a RUN also reads the variable (it writes it into a file the tool does not
# follow): the value is reported, not edited.
FROM lmsysorg/sglang:v0.5.23-cu129 AS logged
ENV LOGGED_ARGS="--enable-hisparse --disable-radix-cache --enable-mixed-chunk"
RUN echo "$LOGGED_ARGS" > /etc/sglang-args
CMD python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 $LOGGED_ARGS
