import yaml
cfg = {'enable-hisparse': True, 'kv-cache-dtype': 'fp8_e5m2'}
yaml.safe_dump(cfg, open('proposal.yaml', 'w'))
