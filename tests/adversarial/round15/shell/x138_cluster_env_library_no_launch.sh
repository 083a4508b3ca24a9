#!/usr/bin/env bash
# Sourced by the serve scripts in this folder: cluster-wide settings only.
export HF_HOME=/shared/hf
export NCCL_IB_HCA=mlx5_0,mlx5_1,mlx5_2,mlx5_3
export NCCL_SOCKET_IFNAME=bond0
export GLOO_SOCKET_IFNAME=bond0
export SGLANG_HOST_IP=$(hostname -I | awk '{print $1}')
