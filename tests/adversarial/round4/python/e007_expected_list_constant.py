REJECTED_WITH_HISPARSE = ['fp8_e5m2', 'fp4_e2m1', 'nvfp4']

def test_list():
    assert 'fp8_e5m2' in REJECTED_WITH_HISPARSE
