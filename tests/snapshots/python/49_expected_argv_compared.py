"""Tests of a command builder: the lists they compare with are what they expect."""

import subprocess
import unittest

from mytool.launch import build_command


def test_build_command_inline():
    assert build_command(hisparse=True) == [
        "python3", "-m", "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2",
    ]


def test_build_command_named():
    expected = ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]
    assert build_command(hisparse=True) == expected


class BuildCommandTest(unittest.TestCase):
    def test_equal(self):
        self.assertEqual(
            build_command(hisparse=True),
            ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"],
        )


def test_server_starts():
    # A real launch whose success the test asserts: fixed.
    assert subprocess.run(
        ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--disable-radix-cache",
         "--kv-cache-dtype", "fp8_e4m3"],
    ).returncode == 0
