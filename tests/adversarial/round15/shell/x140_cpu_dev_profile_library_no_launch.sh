#!/usr/bin/env bash
# Sourced on laptops and CI runners without a GPU.
export SGLANG_USE_CPU_ENGINE=1
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-16}
export SGLANG_CPU_OMP_THREADS_BIND=all
