#!/bin/bash
# Source from ~/.bashrc: completion for our `serve` wrapper.
_serve_complete() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
  case $prev in
    --kv-cache-dtype) COMPREPLY=($(compgen -W "auto bfloat16 fp8_e4m3 fp8_e5m2 mxfp8 nvfp4" -- "$cur")); return ;;
    --dsa-decode-backend) COMPREPLY=($(compgen -W "flashmla_sparse flashmla_kv flashinfer_sparse_mla tilelang trtllm" -- "$cur")); return ;;
  esac
  COMPREPLY=($(compgen -W "--enable-hisparse --disable-radix-cache --kv-cache-dtype --dsa-decode-backend --enable-mixed-chunk" -- "$cur"))
}
complete -F _serve_complete serve
