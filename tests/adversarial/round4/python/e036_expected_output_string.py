EXPECTED = 'python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2'

def test_render(render):
    assert render() == EXPECTED
