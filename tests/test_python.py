"""Python adapter: before/after pairs for every launch shape and edit kind.

Each case shows the input and the expected output side by side, libcst
codemod style; `CASES` runs them all with the default settings. Most cases
are about one rule's edit on a launch without `--disable-radix-cache`: `fix`
and `codes` leave HSF004 out unless a test asks for it (`ignore=()`), so each
shows its own edit; adding and renaming have their own section.
"""

from __future__ import annotations

import difflib
import subprocess
import sys
from textwrap import dedent

import pytest

from hisparse_fix.engine.pipeline import fix_text, process_bytes
from hisparse_fix.formats import BY_NAME, format_for
from hisparse_fix.formats.errors import ParseError, UnwritableEditError
from hisparse_fix.formats.python import apply, find_sites
from hisparse_fix.sglang.matrix import release_for
from hisparse_fix.sglang.settings import BackendFix, Settings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Edit, EditKind, LaunchSite, Option, Style

PYTHON = BY_NAME["python"]


OTHER_RULES = ("HSF004",)
"""Left out by `fix` and `codes` unless a test passes `ignore`."""


def fix(source: str, **changes: object) -> str:
    changes.setdefault("ignore", OTHER_RULES)
    return fix_text(source, PYTHON, replace(Settings(), **changes)).text


def codes(source: str, **changes: object) -> list[str]:
    changes.setdefault("ignore", OTHER_RULES)
    findings = fix_text(source, PYTHON, replace(Settings(), **changes)).findings
    return [item.finding.code + ("" if item.fixable else ":warning") for item in findings]


def code(text: str) -> str:
    return dedent(text).lstrip("\n")


def only_site(source: str) -> LaunchSite:
    sites = find_sites(source)
    assert len(sites) == 1, sites
    return sites[0]


# The two "done when" examples.


def test_popen_other_args_one_item_a_line_is_a_four_line_diff() -> None:
    before = code(
        """
        process = popen_launch_server(
            model,
            base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--trust-remote-code",
                "--kv-cache-dtype",
                "fp8_e5m2",
                "--dsa-decode-backend",
                "flashmla_sparse",
                "--enable-hisparse",
                "--disable-radix-cache",
            ],
        )
        """
    )
    after = fix(before)
    assert after == before.replace(
        '"fp8_e5m2",\n        "--dsa-decode-backend",\n        "flashmla_sparse",\n',
        '"fp8_e4m3",\n',
    ).replace('"fp8_e5m2"', '"fp8_e4m3"')
    changed = [
        line
        for line in difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="")
        if line[:1] in "+-" and not line.startswith(("+++", "---"))
    ]
    assert changed == [
        '-        "fp8_e5m2",',
        '-        "--dsa-decode-backend",',
        '-        "flashmla_sparse",',
        '+        "fp8_e4m3",',
    ]


def test_engine_on_cpu_gets_enable_hisparse_false() -> None:
    before = 'llm = sgl.Engine(enable_hisparse=True, device="cpu", model_path=MODEL)\n'
    after = 'llm = sgl.Engine(enable_hisparse=False, device="cpu", model_path=MODEL)\n'
    assert fix(before) == after
    assert codes(before) == ["HSF001"]


# Before/after pairs, one per shape and edit kind.

CASES = {
    "engine-kwarg-removed-with-its-comma": (
        'sgl.Engine(enable_hisparse=True, kv_cache_dtype="fp8_e4m3", dsa_decode_backend="x")\n',
        'sgl.Engine(enable_hisparse=True, kv_cache_dtype="fp8_e4m3")\n',
    ),
    "engine-kwarg-removed-mid-call": (
        'Engine(enable_hisparse=True, dsa_decode_backend="x", kv_cache_dtype="bfloat16")\n',
        'Engine(enable_hisparse=True, kv_cache_dtype="bfloat16")\n',
    ),
    "sglang-engine-first-kwarg-removed": (
        'sglang.Engine(dsa_prefill_backend="tilelang", enable_hisparse=True)\n',
        "sglang.Engine(enable_hisparse=True)\n",
    ),
    "server-args-value-keeps-single-quotes-and-comments": (
        code(
            """
            args = ServerArgs(
                model_path="m",  # the model
                enable_hisparse=True,
                kv_cache_dtype='mxfp8',  # was picked for memory
                disable_radix_cache=True,
            )
            """
        ),
        code(
            """
            args = ServerArgs(
                model_path="m",  # the model
                enable_hisparse=True,
                kv_cache_dtype='fp8_e4m3',  # was picked for memory
                disable_radix_cache=True,
            )
            """
        ),
    ),
    "kwarg-line-goes-with-its-comment-line-neighbours-keep-theirs": (
        code(
            """
            launch_server(
                enable_hisparse=True,
                kv_cache_dtype="fp8_e4m3",  # fits 128k
                # decode kernel pinned on H200
                dsa_decode_backend="tilelang",  # fastest
                # port for the router
                port=30000,
            )
            """
        ),
        code(
            """
            launch_server(
                enable_hisparse=True,
                kv_cache_dtype="fp8_e4m3",  # fits 128k
                # port for the router
                port=30000,
            )
            """
        ),
    ),
    "second-kwarg-goes-with-the-comment-line-above-it": (
        code(
            """
            launch_server(
                enable_hisparse=True,
                # decode kernel pinned on H200
                dsa_decode_backend="tilelang",
                kv_cache_dtype="fp8_e4m3",
            )
            """
        ),
        code(
            """
            launch_server(
                enable_hisparse=True,
                kv_cache_dtype="fp8_e4m3",
            )
            """
        ),
    ),
    "kwarg-line-after-a-blank-line-leaves-the-blank-line": (
        code(
            """
            launch_server(
                enable_hisparse=True,
                kv_cache_dtype="fp8_e4m3",

                dsa_decode_backend="tilelang",
                port=30000,
            )
            """
        ),
        code(
            """
            launch_server(
                enable_hisparse=True,
                kv_cache_dtype="fp8_e4m3",

                port=30000,
            )
            """
        ),
    ),
    "last-kwarg-without-trailing-comma": (
        code(
            """
            sgl.Engine(
                enable_hisparse=True,
                kv_cache_dtype="fp8_e4m3",
                dsa_decode_backend="tilelang"
            )
            """
        ),
        code(
            """
            sgl.Engine(
                enable_hisparse=True,
                kv_cache_dtype="fp8_e4m3",
            )
            """
        ),
    ),
    "dict-call-is-a-keyed-site": (
        'KW = dict(enable_hisparse=True, kv_cache_dtype="fp8_e5m2")\n',
        'KW = dict(enable_hisparse=True, kv_cache_dtype="fp8_e4m3")\n',
    ),
    "dict-literal-item-removed-with-comma": (
        code(
            """
            CONFIG = {
                "enable_hisparse": True,
                "kv_cache_dtype": "fp8_e4m3",
                "dsa_decode_backend": "tilelang",  # pinned
                "disable_radix_cache": True,
            }
            """
        ),
        code(
            """
            CONFIG = {
                "enable_hisparse": True,
                "kv_cache_dtype": "fp8_e4m3",
                "disable_radix_cache": True,
            }
            """
        ),
    ),
    "dict-with-dashed-keys": (
        '{"enable-hisparse": True, "device": "npu"}\n',
        '{"enable-hisparse": False, "device": "npu"}\n',
    ),
    "dict-string-true-becomes-string-false": (
        "{'enable_hisparse': 'true', 'device': 'cpu'}\n",
        "{'enable_hisparse': 'false', 'device': 'cpu'}\n",
    ),
    "engine-splices-a-dict-bound-in-the-file": (
        code(
            """
            KWARGS = dict(enable_hisparse=True, kv_cache_dtype="bfloat16")
            llm = sgl.Engine(**KWARGS, device="cpu")
            """
        ),
        code(
            """
            KWARGS = dict(enable_hisparse=False, kv_cache_dtype="bfloat16")
            llm = sgl.Engine(**KWARGS, device="cpu")
            """
        ),
    ),
    "engine-splices-a-dict-literal": (
        'sgl.Engine(**{"enable_hisparse": True, "device": "cpu"})\n',
        'sgl.Engine(**{"enable_hisparse": False, "device": "cpu"})\n',
    ),
    "argv-list-inline-pair-removed": (
        'ARGS = ["--enable-hisparse", "--dsa-decode-backend", "fa3", "--kv-cache-dtype", "bf16"]\n',
        'ARGS = ["--enable-hisparse", "--kv-cache-dtype", "bf16"]\n',
    ),
    "argv-list-last-pair-takes-the-comma-before-it": (
        'ARGS = ["--enable-hisparse", "--kv-cache-dtype", "bf16", "--dsa-decode-backend", "fa3"]\n',
        'ARGS = ["--enable-hisparse", "--kv-cache-dtype", "bf16"]\n',
    ),
    "argv-pairs-a-line-and-trailing-comments": (
        code(
            """
            ARGS = [
                "--enable-hisparse", "--disable-radix-cache",
                "--kv-cache-dtype", "fp8_e4m3", "--dsa-prefill-backend", "tilelang",
                "--port", "30000",  # router port
            ]
            """
        ),
        code(
            """
            ARGS = [
                "--enable-hisparse", "--disable-radix-cache",
                "--kv-cache-dtype", "fp8_e4m3",
                "--port", "30000",  # router port
            ]
            """
        ),
    ),
    "argv-equals-value-keeps-quotes": (
        "ARGS = ['--enable-hisparse', '--kv-cache-dtype=nvfp4']\n",
        "ARGS = ['--enable-hisparse', '--kv-cache-dtype=fp8_e4m3']\n",
    ),
    "argv-ints-floats-and-names-kept": (
        'ARGS = [sys.executable, "-m", "sglang.launch_server", "--tp", 8, "--mem-fraction-static",'
        ' 0.85, "--model-path", MODEL, "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n',
        'ARGS = [sys.executable, "-m", "sglang.launch_server", "--tp", 8, "--mem-fraction-static",'
        ' 0.85, "--model-path", MODEL, "--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]\n',
    ),
    "tuple-left-with-one-item-keeps-its-comma": (
        'ARGS = ("--dsa-decode-backend", "tilelang", "--enable-hisparse")\n',
        'ARGS = ("--enable-hisparse",)\n',
    ),
    "bare-tuple": (
        'ARGS = "--enable-hisparse", "--device", "cpu"\n',
        'ARGS = "--device", "cpu"\n',
    ),
    "bare-tuple-every-item-removed": (
        'EXTRA = "--enable-mixed-chunk", "--enable-mixed-chunk"\n'
        'subprocess.run(["python", "-m", "sglang.launch_server", "--enable-hisparse", *EXTRA])\n',
        "EXTRA = ()\n"
        'subprocess.run(["python", "-m", "sglang.launch_server", "--enable-hisparse", *EXTRA])\n',
    ),
    "popen-pd-server-positional-other-args": (
        'popen_launch_pd_server(M, URL, 600, None, ["--enable-hisparse", "--device", "hpu"])\n',
        'popen_launch_pd_server(M, URL, 600, None, ["--device", "hpu"])\n',
    ),
    "prepare-server-args": (
        'prepare_server_args(["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"])\n',
        'prepare_server_args(["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"])\n',
    ),
    "subprocess-after-the-entry-point-only": (
        'subprocess.run(["docker", "run", "--device", "cpu", IMG, "python3", "-m",'
        ' "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"])\n',
        'subprocess.run(["docker", "run", "--device", "cpu", IMG, "python3", "-m",'
        ' "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"])\n',
    ),
    "subprocess-env-prefix-word": (
        'subprocess.check_call(["env", "SGLANG_USE_CPU_ENGINE=1", "python3", "-m",'
        ' "sglang.launch_server", "--enable-hisparse", "--port", "1"])\n',
        'subprocess.check_call(["env", "SGLANG_USE_CPU_ENGINE=1", "python3", "-m",'
        ' "sglang.launch_server", "--port", "1"])\n',
    ),
    "subprocess-env-argument": (
        code(
            """
            env = os.environ.copy()
            env["SGLANG_USE_CPU_ENGINE"] = "1"
            subprocess.Popen(["python3", "-m", "sglang.launch_server", "--enable-hisparse"],
                             env=env)
            """
        ),
        code(
            """
            env = os.environ.copy()
            env["SGLANG_USE_CPU_ENGINE"] = "1"
            subprocess.Popen(["python3", "-m", "sglang.launch_server"],
                             env=env)
            """
        ),
    ),
    "os-environ-before-an-engine": (
        code(
            """
            os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
            llm = Engine(model_path=M, enable_hisparse=True)
            """
        ),
        code(
            """
            os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
            llm = Engine(model_path=M, enable_hisparse=False)
            """
        ),
    ),
    "from-subprocess-import-popen": (
        code(
            """
            from subprocess import Popen
            Popen(["sglang", "serve", "--enable-hisparse", "--kv-cache-dtype", "mxfp8"])
            """
        ),
        code(
            """
            from subprocess import Popen
            Popen(["sglang", "serve", "--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"])
            """
        ),
    ),
    "list-grown-with-append-extend-and-plus-equals": (
        code(
            """
            def command(pin):
                cmd = [sys.executable, "-m", "sglang.launch_server"]
                cmd += ["--enable-hisparse", "--disable-radix-cache"]
                cmd.append("--kv-cache-dtype")
                cmd.append("fp8_e5m2")  # halves the KV
                if pin:
                    cmd.extend(["--dsa-decode-backend", "tilelang"])
                cmd.extend(["--port", "1"])
                return subprocess.Popen(cmd)
            """
        ),
        code(
            """
            def command(pin):
                cmd = [sys.executable, "-m", "sglang.launch_server"]
                cmd += ["--enable-hisparse", "--disable-radix-cache"]
                cmd.append("--kv-cache-dtype")
                cmd.append("fp8_e4m3")  # halves the KV
                if pin:
                    pass
                cmd.extend(["--port", "1"])
                return subprocess.Popen(cmd)
            """
        ),
    ),
    "appended-option-and-value-go-with-their-lines": (
        code(
            """
            args = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]
            args.append("--dsa-decode-backend")
            args.append("tilelang")
            args.append("--port")
            """
        ),
        code(
            """
            args = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]
            args.append("--port")
            """
        ),
    ),
    "statements-sharing-a-line": (
        code(
            """
            args = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]
            args.append("--dsa-decode-backend"); args.append("tilelang")
            x = 1; args.append("--dsa-prefill-backend"); args.append("fa3")
            """
        ),
        code(
            """
            args = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]
            x = 1
            """
        ),
    ),
    "statements-removed-before-one-that-stays-on-their-line": (
        code(
            """
            args = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]
            args.append("--dsa-decode-backend"); args.append("tilelang"); x = 1
            """
        ),
        code(
            """
            args = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]
            x = 1
            """
        ),
    ),
    "module-list-spliced-into-a-launch-in-a-function": (
        code(
            """
            BASE = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]


            def test_launch():
                prepare_server_args(BASE + ["--device", "cpu"])
            """
        ),
        code(
            """
            BASE = ["--kv-cache-dtype", "fp8_e5m2"]


            def test_launch():
                prepare_server_args(BASE + ["--device", "cpu"])
            """
        ),
    ),
    "starred-list-in-argv": (
        code(
            """
            HISPARSE = ("--enable-hisparse", "--dsa-decode-backend", "trtllm")
            subprocess.run([sys.executable, "-m", "sglang.launch_server", *HISPARSE])
            """
        ),
        code(
            """
            HISPARSE = ("--enable-hisparse",)
            subprocess.run([sys.executable, "-m", "sglang.launch_server", *HISPARSE])
            """
        ),
    ),
    "shell-string-one-line": (
        'os.system("python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2")\n',
        'os.system("python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e4m3")\n',
    ),
    "shell-string-escaped-quotes-kept": (
        'CMD = "sglang serve --enable-hisparse --kv-cache-dtype \\"fp8_e5m2\\" --port 1"\n',
        'CMD = "sglang serve --enable-hisparse --kv-cache-dtype \\"fp8_e4m3\\" --port 1"\n',
    ),
    "shell-string-concatenated-piece-emptied-goes-with-its-line": (
        code(
            """
            CMD = (
                "python3 -m sglang.launch_server --enable-hisparse "
                "--kv-cache-dtype fp8_e5m2 "  # e5m2
                "--dsa-decode-backend tilelang "
                "--port 30000"
            )
            """
        ),
        code(
            """
            CMD = (
                "python3 -m sglang.launch_server --enable-hisparse "
                "--kv-cache-dtype fp8_e4m3 "  # e5m2
                "--port 30000"
            )
            """
        ),
    ),
    "shell-string-concatenated-on-one-line": (
        'CMD = "sglang serve --enable-hisparse " "--dsa-decode-backend x" " --port 1"\n',
        'CMD = "sglang serve --enable-hisparse " "--port 1"\n',
    ),
    "shell-triple-quoted-with-continuations": (
        code(
            '''
            launch_server_cmd(
                """
            python3 -m sglang.launch_server --model-path M \\
              --enable-hisparse \\
              --dsa-prefill-backend tilelang \\
              --port 30000
            """
            )
            '''
        ),
        code(
            '''
            launch_server_cmd(
                """
            python3 -m sglang.launch_server --model-path M \\
              --enable-hisparse \\
              --port 30000
            """
            )
            '''
        ),
    ),
    "shell-raw-string": (
        "CMD = r'sglang serve --enable-hisparse --device cpu'\n",
        "CMD = r'sglang serve --device cpu'\n",
    ),
    "f-string-literal-part-fixed": (
        'CMD = f"sglang serve --model-path {model} --enable-hisparse --kv-cache-dtype mxfp8"\n',
        'CMD = f"sglang serve --model-path {model} --enable-hisparse --kv-cache-dtype fp8_e4m3"\n',
    ),
    "f-string-braces-and-fields-kept-around-a-removal": (
        'CMD = f"sglang serve {{x}} --enable-hisparse --dsa-decode-backend fa3 --port {port:d}"\n',
        'CMD = f"sglang serve {{x}} --enable-hisparse --port {port:d}"\n',
    ),
    "argv-f-string-with-literal-value": (
        'ARGS = [f"--model-path={m}", "--enable-hisparse", f"--kv-cache-dtype=fp8_e5m2"]\n',
        'ARGS = [f"--model-path={m}", "--enable-hisparse", f"--kv-cache-dtype=fp8_e4m3"]\n',
    ),
    "argv-value-written-with-an-escape-is-replaced-whole": (
        'A = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m\\x32"]\n',
        'A = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"]\n',
    ),
    "crlf-line-removal": (
        'A = [\r\n    "--enable-hisparse",\r\n    "--device", "cpu",\r\n]\r\n',
        'A = [\r\n    "--device", "cpu",\r\n]\r\n',
    ),
    "bom-and-non-ascii-before-the-edit": (
        '\ufeff# modèle\nsgl.Engine(model_path="é", enable_hisparse=True, device="cpu")\n',
        '\ufeff# modèle\nsgl.Engine(model_path="é", enable_hisparse=False, device="cpu")\n',
    ),
}


@pytest.mark.parametrize(("before", "after"), list(CASES.values()), ids=list(CASES))
def test_before_after(before: str, after: str) -> None:
    assert fix(before) == after
    assert fix(after) == after


# What must stay byte-identical.

UNCHANGED = {
    "hisparse-off": 'sgl.Engine(enable_hisparse=False, kv_cache_dtype="fp8_e5m2", device="cpu")\n',
    "other-flag-sharing-the-prefix": 'A = ["--enable-hisparse-mtp-hybrid", "--kv-cache-dtype",'
    ' "fp8_e5m2"]\n',
    "docstring": '"""python3 -m sglang.launch_server --enable-hisparse --device cpu"""\n',
    "print": 'print("sglang serve --enable-hisparse --kv-cache-dtype fp8_e5m2")\n',
    "logger": 'logger.info("sglang serve --enable-hisparse --kv-cache-dtype fp8_e5m2")\n',
    "comment": "# sglang.Engine(enable_hisparse=True, device='cpu')\nx = 1\n",
    "format-template": 'CMD = "sglang serve --enable-hisparse --kv-cache-dtype {}".format(dt)\n',
    "percent-template": 'CMD = "sglang serve --enable-hisparse --kv-cache-dtype %s" % dt\n',
    "vllm": 'os.system("vllm serve M --enable-hisparse --kv-cache-dtype fp8_e5m2")\n',
    "already-valid-keyed": 'Engine(enable_hisparse=True, kv_cache_dtype="bf16",'
    ' dsa_decode_backend="flashmla_sparse")\n',
    "already-valid-argv": 'A = ["--enable-hisparse", "--kv-cache-dtype=fp8_e4m3",'
    ' "--dsa-decode-backend", "flashinfer_sparse_mla"]\n',
    "none-is-absent": "Engine(enable_hisparse=True, kv_cache_dtype=None, device=None)\n",
    "other-engine-class": 'sqlalchemy.Engine(enable_hisparse=True, device="cpu")\n',
}


@pytest.mark.parametrize("source", list(UNCHANGED.values()), ids=list(UNCHANGED))
def test_left_alone(source: str) -> None:
    assert fix(source) == source
    assert [c for c in codes(source) if not c.endswith(":warning")] == []


# Dynamic values: reported, never guessed.

DYNAMIC = {
    "kwarg-name": ("Engine(enable_hisparse=True, kv_cache_dtype=KV)\n", "HSF002:warning"),
    "kwarg-call": ("Engine(enable_hisparse=True, dsa_decode_backend=pick())\n", "HSF003:warning"),
    "kwarg-f-string": (
        'Engine(enable_hisparse=True, kv_cache_dtype=f"fp8_{v}")\n',
        "HSF002:warning",
    ),
    "argv-name": ('A = ["--enable-hisparse", "--kv-cache-dtype", KV]\n', "HSF002:warning"),
    "argv-f-string": ('A = ["--enable-hisparse", f"--dsa-decode-backend={b}"]\n', "HSF003:warning"),
    "shell-f-string-field": (
        'C = f"sglang serve --enable-hisparse --kv-cache-dtype {kv}"\n',
        "HSF002:warning",
    ),
    "shell-f-string-field-in-single-quotes": (
        "C = f\"sglang serve --enable-hisparse --kv-cache-dtype '{kv}'\"\n",
        "HSF002:warning",
    ),
}


@pytest.mark.parametrize(("source", "expected"), list(DYNAMIC.values()), ids=list(DYNAMIC))
def test_dynamic_values_warn_and_stay(source: str, expected: str) -> None:
    assert codes(source) == [expected]
    assert fix(source) == source


# Sites: what the rules see.


def test_keyed_site_names_values_and_spans() -> None:
    source = "Engine(kv_cache_dtype='fp8_e5m2', enable_hisparse=True, tp_size=8)\n"
    site = only_site(source)
    assert site.style is Style.KEYED
    assert [(o.name, o.value) for o in site.options] == [
        ("kv-cache-dtype", "fp8_e5m2"),
        ("enable-hisparse", "true"),
        ("tp-size", "8"),
    ]
    dtype = site.options[0]
    assert dtype.value_span is not None
    assert source[dtype.value_span.start : dtype.value_span.end] == "fp8_e5m2"
    assert source[dtype.span.start : dtype.span.end] == "kv_cache_dtype='fp8_e5m2'"
    assert not site.open


def test_dynamic_kwarg_has_no_value() -> None:
    option = only_site("Engine(enable_hisparse=True, kv_cache_dtype=KV)\n").options[1]
    assert (option.value, option.dynamic, option.value_span) == (None, True, None)


def test_double_star_kwargs_make_a_site_open() -> None:
    assert only_site("Engine(enable_hisparse=True, **kwargs)\n").open
    assert not only_site("K = dict(device='cpu')\nEngine(enable_hisparse=True, **K)\n").open


def test_argv_site_tokens_and_spans() -> None:
    source = 'A = [sys.executable, "-m", "sglang.launch_server", "--enable-hisparse", "--tp", 8]\n'
    site = only_site(source)
    assert site.style is Style.ARGV
    assert [(o.name, o.value) for o in site.options] == [
        ("enable-hisparse", None),
        ("tp-size", "8"),
    ]
    assert site.open, "a list no launch in the file uses is an open fragment"


def test_unresolved_splice_makes_a_launch_open() -> None:
    source = 'popen_launch_server(M, U, 9, other_args=["--enable-hisparse", *extra])\n'
    assert only_site(source).open
    closed = 'popen_launch_server(M, U, 9, other_args=["--enable-hisparse", "--tp", "8"])\n'
    assert not only_site(closed).open


def test_list_used_by_two_launches_is_edited_once() -> None:
    before = code(
        """
        ARGS = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]
        popen_launch_server(M, U, 9, other_args=ARGS)
        popen_launch_server(M, V, 9, other_args=ARGS)
        """
    )
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")
    assert len(find_sites(before)) == 2


def test_list_reassigned_after_the_launch_is_not_read_by_it() -> None:
    source = code(
        """
        def f():
            args = ["--tp", "8"]
            popen_launch_server(M, U, 9, other_args=args)
            args = ["--enable-hisparse", "--device", "cpu"]
        """
    )
    sites = find_sites(source)
    launch = next(site for site in sites if not site.open)
    assert launch.last("enable-hisparse") is None
    assert fix(source) == source.replace('"--enable-hisparse", ', "")


def test_parameter_shadows_a_module_list() -> None:
    source = code(
        """
        args = ["--enable-hisparse", "--device", "cpu"]

        def launch(args):
            subprocess.run(["python3", "-m", "sglang.launch_server", *args])
        """
    )
    launch = [site for site in find_sites(source) if not site.open]
    assert launch == []


def test_popen_env_makes_the_platform() -> None:
    source = (
        'popen_launch_server(M, U, 9, other_args=["--enable-hisparse"],'
        ' env={**os.environ, "SGLANG_USE_CPU_ENGINE": "1"})\n'
    )
    assert only_site(source).env == {"SGLANG_USE_CPU_ENGINE": "1"}
    assert codes(source) == ["HSF001"]


def test_shell_string_site_maps_into_the_literal() -> None:
    source = (
        'CMD = (\n    "sglang serve --enable-hisparse "\n    "--kv-cache-dtype \\"fp8_e5m2\\""\n)\n'
    )
    site = only_site(source)
    option = site.last("kv-cache-dtype")
    assert option is not None and option.value_span is not None
    assert source[option.value_span.start : option.value_span.end] == "fp8_e5m2"
    assert source[option.span.start : option.span.end] == '--kv-cache-dtype \\"fp8_e5m2\\"'


# Each edit kind, applied directly.


def _option(source: str, name: str) -> Option:
    option = only_site(source).last(name)
    assert option is not None
    return option


@pytest.mark.parametrize(
    ("before", "value", "after"),
    [
        ("E(disable_radix_cache=False)", "true", "E(disable_radix_cache=True)"),
        ("E(disable_radix_cache=False)", "1", "E(disable_radix_cache=1)"),
        ("E(speculative_eagle_topk=4)", "1", "E(speculative_eagle_topk=1)"),
        ("E(speculative_eagle_topk=4)", "x y", 'E(speculative_eagle_topk="x y")'),
        ("E(kv_cache_dtype='a')", "it's", "E(kv_cache_dtype='it\\'s')"),
        ('E(kv_cache_dtype=f"a")', "{b}", 'E(kv_cache_dtype=f"{{b}}")'),
        ('E(kv_cache_dtype=r"a")', "b", 'E(kv_cache_dtype=r"b")'),
        ('A = ["--speculative-eagle-topk", "4"]', "1", 'A = ["--speculative-eagle-topk", "1"]'),
        ('A = ["--speculative-eagle-topk=4"]', "", 'A = ["--speculative-eagle-topk="]'),
    ],
)
def test_set_value(before: str, value: str, after: str) -> None:
    """Values as a future rule may write them: kept in the quoting found, or as Python."""
    source = _with_hisparse(before)
    name = next(o.name for o in only_site(source).options if o.name != "enable-hisparse")
    edit = Edit(EditKind.SET_VALUE, _option(source, name), value)
    assert apply(source, [edit]) == _with_hisparse(after)


def _with_hisparse(line: str) -> str:
    """`E(...)` as an `sgl.Engine` call, `A = [...]` with `--enable-hisparse` first."""
    if line.startswith("E("):
        return "sgl.Engine(enable_hisparse=True, " + line[2:] + "\n"
    return line.replace("[", '["--enable-hisparse", ', 1) + "\n"


def test_set_value_on_a_number_item_is_not_offered() -> None:
    source = 'A = ["--enable-hisparse", "--speculative-eagle-topk", 4]\n'
    assert _option(source, "speculative-eagle-topk").value_span is None


def test_disable_keyed_writes_false_and_argv_drops_the_flag() -> None:
    keyed = "Engine(enable_hisparse=True)\n"
    argv = 'A = ["--tp", "8", "--enable-hisparse"]\n'
    assert apply(keyed, [Edit(EditKind.DISABLE, _option(keyed, "enable-hisparse"))]) == (
        "Engine(enable_hisparse=False)\n"
    )
    assert apply(argv, [Edit(EditKind.DISABLE, _option(argv, "enable-hisparse"))]) == (
        'A = ["--tp", "8"]\n'
    )


def test_remove_everything_from_an_extend_drops_the_statement() -> None:
    before = 'a = ["--enable-hisparse"]\na.extend(["--tp", "8"])\nx = 1\n'
    edit = Edit(EditKind.REMOVE, _option(before, "tp-size"))
    assert apply(before, [edit]) == 'a = ["--enable-hisparse"]\nx = 1\n'


def test_remove_leaves_an_empty_list_in_a_call() -> None:
    before = 'f(other_args=["--tp", "8", "--enable-hisparse"])\n'
    site = only_site(before)
    edits = [Edit(EditKind.REMOVE, option) for option in site.options]
    assert apply(before, edits) == "f(other_args=[])\n"


def test_backend_fix_replace_sets_the_release_default() -> None:
    keyed = 'Engine(enable_hisparse=True, kv_cache_dtype="fp8_e4m3", dsa_decode_backend="fa3")\n'
    argv = 'A = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3", "--dsa-decode-backend=fa3"]\n'
    assert fix(keyed, backend_fix=BackendFix.REPLACE) == keyed.replace("fa3", "flashmla_kv")
    assert fix(argv, backend_fix=BackendFix.REPLACE) == argv.replace("fa3", "flashmla_kv")


def test_kv_cache_dtype_target_bfloat16() -> None:
    before = 'Engine(enable_hisparse=True, kv_cache_dtype="fp8_e5m2")\n'
    assert fix(before, kv_cache_dtype_target="bfloat16") == before.replace("fp8_e5m2", "bfloat16")


def test_rocm_keeps_tilelang() -> None:
    source = (
        'Engine(enable_hisparse=True, kv_cache_dtype="bfloat16", dsa_decode_backend="tilelang")\n'
    )
    assert fix(source, platform="rocm") == source
    assert "tilelang" not in fix(source)


# Files: which ones, and the ones that do not parse.


@pytest.mark.parametrize(
    ("name", "head", "expected"),
    [
        ("launch.py", "", "python"),
        ("stubs.pyi", "", "python"),
        ("launch", "#!/usr/bin/env python3\n", "python"),
        ("launch", "#!/usr/bin/python3.11 -u\n", "python"),
        ("launch", "#!/usr/bin/env -S python3 -u\n", "python"),
        ("launch", "#!/bin/bash\n", "shell"),
        ("launch", "#!/usr/bin/env perl\n", None),
    ],
)
def test_files_read_as_python(name: str, head: str, expected: str | None) -> None:
    fmt = format_for(name, head)
    assert (fmt.name if fmt else None) == expected


@pytest.mark.parametrize(
    ("source", "line", "column"),
    [
        ("x = (\n# --enable-hisparse\n", 1, 5),
        ("def f(:\n    pass  # enable_hisparse=True\n", 1, 7),
        ("if x:\ny = 1  # --enable-hisparse\n", 2, 1),
    ],
)
def test_unparseable_file_raises_with_position(source: str, line: int, column: int) -> None:
    """A file that may hold a launch is parsed, and an error has Python's position."""
    with pytest.raises(ParseError) as raised:
        find_sites(source)
    assert (raised.value.line, raised.value.column) == (line, column)
    assert raised.value.message.startswith("could not parse Python: ")


def test_unparseable_file_is_reported_and_left_untouched() -> None:
    data = b"sgl.Engine(enable_hisparse=True, device='cpu'\n"
    result = process_bytes("bad.py", data, PYTHON, Settings())
    assert result.problem is not None
    assert (result.problem.line, result.problem.column) == (1, 11)
    assert not result.changed


def test_command_line_goes_on_after_a_file_that_does_not_parse(tmp_path) -> None:
    from click.testing import CliRunner

    from hisparse_fix.cli import main

    bad = tmp_path / "a_bad.py"
    bad.write_text("popen_launch_server(other_args=['--enable-hisparse'\n")
    good = tmp_path / "b_good.py"
    good.write_text("Engine(enable_hisparse=True, device='cpu')\n")
    result = CliRunner().invoke(main, ["--write", str(tmp_path)])
    assert result.exit_code == 2
    assert f"{bad}:1:32: error: could not parse Python: '[' was never closed" in result.stderr
    assert good.read_text() == "Engine(enable_hisparse=False, device='cpu')\n"
    assert bad.read_text() == "popen_launch_server(other_args=['--enable-hisparse'\n"


def test_undecodable_bytes_survive() -> None:
    data = b"# \xff\xfe latin-1 junk\nEngine(enable_hisparse=True, device='cpu')\n"
    result = process_bytes("odd.py", data, PYTHON, Settings())
    assert result.problem is None
    assert result.fixed.encode("utf-8", "surrogateescape") == data.replace(b"True", b"False")


def test_text_without_hisparse_is_not_parsed() -> None:
    assert find_sites("x = (\n") == []


def test_too_deep_for_libcst_is_an_error_not_a_crash() -> None:
    pieces = "".join(f'    "piece {index} "\n' for index in range(1500))
    source = f'X = (\n{pieces})\nsgl.Engine(enable_hisparse=True, device="cpu", **extra)\n'
    with pytest.raises(ParseError) as raised:
        find_sites(source)  # `**extra` is read by libcst, which cannot nest that deep
    assert raised.value.message.startswith("could not parse Python: ")


def test_too_deep_for_libcst_is_read_when_the_file_is_plain() -> None:
    pieces = "".join(f'    "piece {index} "\n' for index in range(1500))
    source = f'X = (\n{pieces})\nsgl.Engine(enable_hisparse=True, device="cpu")\n'
    (site,) = find_sites(source)
    assert [(option.name, option.value) for option in site.options] == [
        ("enable-hisparse", "true"),
        ("device", "cpu"),
    ]


@pytest.mark.parametrize(
    "source",
    [
        "if server_args.enable_hisparse:\n    pool = HiSparsePool()\n",
        "# hisparse notes\nx = (\n",
        "HISPARSE_DOCS = 'see the hisparse guide'\n",
    ],
)
def test_files_that_only_mention_hisparse_are_not_parsed(source: str) -> None:
    assert find_sites(source) == []


# Runs: one site per alternative, every site with the launch's span.


def _runs(source: str) -> list[tuple[str, list[tuple[str, str | None]]]]:
    return [
        (site.run, [(option.name, option.value) for option in site.options])
        for site in find_sites(source)
    ]


def test_append_under_an_if_makes_two_runs_of_one_launch() -> None:
    source = code(
        """
        args = ["--enable-hisparse", "--disable-radix-cache"]
        if not torch.cuda.is_available():
            args += ["--device", "cpu"]
        popen_launch_server(MODEL, URL, other_args=args)
        """
    )
    sites = find_sites(source)
    assert len({site.span for site in sites}) == 1
    assert _runs(source) == [
        (
            "when the if on line 2 runs",
            [("enable-hisparse", None), ("disable-radix-cache", None), ("device", "cpu")],
        ),
        (
            "when the if on line 2 does not run",
            [("enable-hisparse", None), ("disable-radix-cache", None)],
        ),
    ]
    assert sites[0].last("enable-hisparse") == sites[1].last("enable-hisparse")


def test_cpu_run_cannot_turn_hisparse_off_for_the_gpu_run() -> None:
    source = code(
        """
        args = ["--enable-hisparse", "--disable-radix-cache"]
        if not torch.cuda.is_available():
            args += ["--device", "cpu"]
        prepare_server_args(args)
        """
    )
    assert fix(source) == source
    assert codes(source) == ["HSF001:warning"]


@pytest.mark.parametrize(
    ("device", "expected"),
    [("", []), (', device="auto"', []), (', device="cpu"', ["HSF001"])],
)
def test_popen_launch_server_appends_the_machines_device(device: str, expected: list[str]) -> None:
    """SGLang's `popen_launch_server` appends `--device` for the machine (or its
    `device=`), which overrides a `--device` in `other_args`."""
    source = code(
        f"""
        args = ["--enable-hisparse", "--disable-radix-cache", "--device", "cpu"]
        popen_launch_server(MODEL, URL, other_args=args{device})
        """
    )
    assert [c.split(":")[0] for c in codes(source)] == expected


def test_if_else_bindings_are_alternatives() -> None:
    source = code(
        """
        if fp8:
            args = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]
        else:
            args = ["--enable-hisparse", "--kv-cache-dtype", "bf16", "--dsa-decode-backend", "x"]
        popen_launch_server(MODEL, URL, other_args=args)
        """
    )
    assert [run for run, _ in _runs(source)] == [
        "when the if on line 1 runs",
        "when the if on line 1 does not run",
    ]
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3").replace(
        ', "--dsa-decode-backend", "x"', ""
    )


def test_launch_inside_the_branch_reads_only_its_branch() -> None:
    source = code(
        """
        args = ["--enable-hisparse"]
        if cpu:
            args.append("--device")
            args.append("cpu")
            popen_launch_server(MODEL, URL, other_args=args)
        """
    )
    assert _runs(source) == [("", [("enable-hisparse", None), ("device", "cpu")])]


def test_try_except_and_loop_runs() -> None:
    source = code(
        """
        cmd = ["--enable-hisparse"]
        try:
            import flashinfer
            cmd += ["--dsa-decode-backend", "flashinfer_sparse_mla"]
        except ImportError:
            cmd += ["--dsa-decode-backend", "tilelang"]
        while waiting():
            cmd.append("--log-requests")
        prepare_server_args(cmd)
        """
    )
    assert [run for run, _ in _runs(source)] == [
        "when the try on line 2 completes and the loop on line 7 runs",
        "when the try on line 2 completes and the loop on line 7 does not run",
        "when the except on line 5 runs and the loop on line 7 runs",
        "when the except on line 5 runs and the loop on line 7 does not run",
    ]


def test_too_many_runs_are_cut_with_a_note() -> None:
    lines = ['args = ["--enable-hisparse"]']
    for index in range(8):
        lines += [f"if flag({index}):", f'    args += ["--tp-size", "{index}"]']
    lines.append("prepare_server_args(args)")
    sites = find_sites("\n".join(lines) + "\n")
    assert len(sites) == 64
    assert all("more than 64 alternative runs" in site.notes[-1].message for site in sites)
    assert all(site.partial for site in sites)


def test_a_launch_past_the_cap_is_reported_not_edited() -> None:
    lines = ['args = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]']
    for index in range(8):
        lines += [f"if flag({index}):", f'    args += ["--tp-size", "{index}"]']
    lines.append("prepare_server_args(args)")
    source = "\n".join(lines) + "\n"
    fixed = fix_text(source, BY_NAME["python"], Settings())
    assert fixed.text == source
    codes = sorted({(item.finding.code, item.finding.severity.value) for item in fixed.findings})
    assert codes == [("HSF000", "warning"), ("HSF002", "unfixable"), ("HSF004", "unfixable")]


# Rebinding, insert, keyed changes.


def test_rebinding_reads_the_old_binding_with_its_spans() -> None:
    before = code(
        """
        cmd = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]
        cmd = cmd + ["--disable-radix-cache"]
        cmd = [*cmd, "--dsa-decode-backend", "tilelang"]
        prepare_server_args(cmd)
        """
    )
    site = only_site(before)
    assert [o.name for o in site.options] == [
        "enable-hisparse",
        "kv-cache-dtype",
        "disable-radix-cache",
        "dsa-decode-backend",
    ]
    assert not site.open
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3").replace(
        ', "--dsa-decode-backend", "tilelang"', ""
    )


def test_dict_rebinding_with_double_star() -> None:
    before = (
        'kw = {"enable_hisparse": True}\n'
        'kw = {**kw, "kv_cache_dtype": "fp8_e5m2"}\n'
        "sgl.Engine(**kw)\n"
    )
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


def test_insert_at_a_literal_index_is_read_in_place() -> None:
    source = (
        'cmd = ["python3", "-m", "sglang.launch_server", "--tp-size", "2"]\n'
        'cmd.insert(3, "--enable-hisparse")\n'
        "subprocess.run(cmd)\n"
    )
    site = only_site(source)
    assert [o.name for o in site.options] == ["enable-hisparse", "tp-size"]
    assert not site.notes


def test_insert_at_an_unknown_index_opens_the_site_with_a_note() -> None:
    source = (
        'cmd = ["--enable-hisparse"]\ncmd.insert(where, "--device")\nprepare_server_args(cmd)\n'
    )
    site = only_site(source)
    assert site.open
    assert site.notes[0].message.startswith('`cmd.insert(where, "--device")` changes `cmd`')
    assert codes(source) == ["HSF000:warning"]


def test_setitem_and_update_are_keyed_options_of_the_dict() -> None:
    before = code(
        """
        kw = dict(enable_hisparse=True, disable_radix_cache=True)
        kw["kv_cache_dtype"] = "fp8_e5m2"  # smaller cache
        kw.update(dsa_decode_backend="tilelang", port=30000)
        kw.update({"dsa_prefill_backend": "tilelang"})
        kw |= {"tp_size": 8}
        sgl.Engine(**kw)
        """
    )
    site = only_site(before)
    assert not site.open
    assert [o.name for o in site.options][-5:] == [
        "kv-cache-dtype",
        "dsa-decode-backend",
        "port",
        "dsa-prefill-backend",
        "tp-size",
    ]
    after = code(
        """
        kw = dict(enable_hisparse=True, disable_radix_cache=True)
        kw["kv_cache_dtype"] = "fp8_e4m3"  # smaller cache
        kw.update(port=30000)
        kw |= {"tp_size": 8}
        sgl.Engine(**kw)
        """
    )
    assert fix(before) == after


def test_setitem_enable_hisparse_on_cpu_writes_false() -> None:
    before = 'kw = {"device": "cpu"}\nkw["enable_hisparse"] = True\nEngine(**kw)\n'
    assert fix(before) == before.replace("= True", "= False")


def test_other_dict_changes_make_the_site_partial_with_a_note() -> None:
    source = 'kw = {"enable_hisparse": True}\nkw.popitem()\nEngine(**kw)\n'
    site = only_site(source)
    assert site.open and site.partial
    assert "changes `kw`" in site.notes[0].message


# Class attributes: the setUpClass pattern.

CLASSES = code(
    """
    class TestBase(CustomTestCase):
        extra_args = ["--kv-cache-dtype", "bfloat16"]

        @classmethod
        def setUpClass(cls):
            other_args = ["--enable-hisparse", "--disable-radix-cache"] + cls.extra_args
            cls.process = popen_launch_server(cls.model, URL, other_args=other_args)


    class TestFp8(TestBase):
        extra_args = ["--kv-cache-dtype", "fp8_e5m2"]


    class TestInherits(TestBase):
        pass


    class TestOwn(TestBase):
        @classmethod
        def setUpClass(cls):
            pass
    """
)


def test_each_class_is_a_run_reading_its_own_attribute() -> None:
    assert _runs(CLASSES) == [
        (
            "for class TestBase on line 1",
            [
                ("enable-hisparse", None),
                ("disable-radix-cache", None),
                ("kv-cache-dtype", "bfloat16"),
            ],
        ),
        (
            "for class TestFp8 on line 10",
            [
                ("enable-hisparse", None),
                ("disable-radix-cache", None),
                ("kv-cache-dtype", "fp8_e5m2"),
            ],
        ),
        (
            "for class TestInherits on line 14",
            [
                ("enable-hisparse", None),
                ("disable-radix-cache", None),
                ("kv-cache-dtype", "bfloat16"),
            ],
        ),
    ]


def test_subclass_attribute_is_fixed_for_its_class() -> None:
    assert fix(CLASSES) == CLASSES.replace('"fp8_e5m2"', '"fp8_e4m3"')


def test_self_attribute_bound_in_the_method_wins() -> None:
    source = code(
        """
        class T(CustomTestCase):
            other_args = ["--enable-hisparse", "--device", "cpu"]

            def test_launch(self):
                self.other_args = ["--enable-hisparse"]
                popen_launch_server(M, U, other_args=self.other_args)
        """
    )
    launch = [site for site in find_sites(source) if site.span.start >= source.index("popen")]
    assert [o.name for o in launch[0].options] == ["enable-hisparse"]


def test_abstract_base_without_the_attribute_is_not_a_run() -> None:
    source = code(
        """
        class Base(CustomTestCase):
            def setUp(self):
                popen_launch_server(M, U, other_args=self.other_args)


        class A(Base):
            other_args = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]
        """
    )
    assert _runs(source) == [
        ("for class A on line 6", [("enable-hisparse", None), ("kv-cache-dtype", "fp8_e5m2")])
    ]


def test_parametrize_cases_are_runs() -> None:
    before = code(
        """
        @pytest.mark.parametrize(
            "extra", [["--kv-cache-dtype", "fp8_e5m2"], pytest.param(["--tp-size", "2"], id="tp2")]
        )
        def test_launch(extra):
            popen_launch_server(M, U, other_args=["--enable-hisparse"] + extra)
        """
    )
    assert [run for run, _ in _runs(before)] == [
        "when parametrize case 1 on line 1 runs",
        "when parametrize case 2 on line 1 runs",
    ]
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


# More launch calls.

LAUNCH_CALLS = {
    "asyncio-exec": (
        'await asyncio.create_subprocess_exec("python3", "-m", "sglang.launch_server",'
        ' "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2")\n'
    ),
    "asyncio-exec-starred": (
        'A = ["-m", "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n'
        "await asyncio.create_subprocess_exec(sys.executable, *A)\n"
    ),
    "asyncio-shell": (
        'await asyncio.create_subprocess_shell("python3 -m sglang.launch_server'
        ' --enable-hisparse --kv-cache-dtype fp8_e5m2")\n'
    ),
    "os-execvp": (
        'os.execvp("python3", ["python3", "-m", "sglang.launch_server",'
        ' "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"])\n'
    ),
    "subprocess-alias": (
        "import subprocess as sp\n"
        'sp.run(["sglang", "serve", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"])\n'
    ),
}


@pytest.mark.parametrize("source", list(LAUNCH_CALLS.values()), ids=list(LAUNCH_CALLS))
def test_more_launch_calls(source: str) -> None:
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")
    assert all(not site.open for site in find_sites(source))


def test_os_execvp_on_cpu_drops_the_flag() -> None:
    before = (
        'os.execvp("python3", ["python3", "-m", "sglang.launch_server",'
        ' "--enable-hisparse", "--device", "cpu"])\n'
    )
    assert fix(before) == before.replace('"--enable-hisparse", ', "")


# Not a launch.

NOT_A_LAUNCH = {
    "with-assert-raises": (
        "with self.assertRaises(ValueError):\n"
        '    sgl.Engine(enable_hisparse=True, kv_cache_dtype="fp8_e5m2")\n'
    ),
    "with-pytest-raises": (
        "with pytest.raises(SystemExit):\n"
        '    subprocess.run(["python3", "-m", "sglang.launch_server",'
        ' "--enable-hisparse", "--device", "cpu"])\n'
    ),
    "assert-raises-call": (
        'self.assertRaises(ValueError, sgl.Engine, enable_hisparse=True, device="cpu")\n'
    ),
    "raise-message": 'raise RuntimeError("sglang serve --enable-hisparse --device cpu")\n',
    "assert-message": 'assert ok, "sglang serve --enable-hisparse --kv-cache-dtype fp8_e5m2"\n',
    "stderr-write": 'sys.stderr.write("sglang serve --enable-hisparse --device cpu")\n',
    "warnings-warn": 'warnings.warn("sglang serve --enable-hisparse --kv-cache-dtype fp8_e5m2")\n',
    "logger-list": 'logger.info("%s", ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"])\n',
    "dict-with-a-non-option-key": (
        'E = {"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2", "error": "refused"}\n'
    ),
    "dict-passed-to-another-call": (
        'LLM(attention_config={"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2"})\n'
    ),
    "bound-dict-passed-to-another-call": (
        'cfg = {"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2"}\nLLM(attention_config=cfg)\n'
    ),
    "other-engine-file": (
        'import vllm\nA = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n'
        'B = {"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2"}\n'
    ),
}


@pytest.mark.parametrize("source", list(NOT_A_LAUNCH.values()), ids=list(NOT_A_LAUNCH))
def test_not_a_launch(source: str) -> None:
    assert find_sites(source) == []
    assert fix(source) == source


def test_dict_passed_to_an_sglang_launch_is_read_whatever_its_keys() -> None:
    before = (
        'cfg = {"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2", "model_path": M}\n'
        "sgl.Engine(**cfg)\n"
    )
    assert fix(before) == before.replace("fp8_e5m2", "fp8_e4m3")


def test_file_importing_sglang_and_another_engine_keeps_its_fragments() -> None:
    source = (
        'import sglang\nimport vllm\nA = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n'
    )
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


# Values that cannot be rewritten, and what cannot be read.


def test_concatenated_value_has_no_value_span_and_is_unfixable() -> None:
    source = 'A = ["--enable-hisparse", "--kv-cache-dtype", ("fp8_" "e5m2")]\n'
    option = only_site(source).last("kv-cache-dtype")
    assert option is not None and option.value == "fp8_e5m2" and option.value_span is None
    assert fix(source) == source
    findings = fix_text(source, PYTHON, Settings(ignore=OTHER_RULES)).findings
    assert [item.finding.severity.value for item in findings] == ["unfixable"]


def test_unknown_splices_are_notes() -> None:
    source = code(
        """
        def launch(extra, **overrides):
            popen_launch_server(M, U, other_args=["--enable-hisparse", *extra])
            sgl.Engine(enable_hisparse=True, **overrides)
        """
    )
    notes = [note.message for site in find_sites(source) for note in site.notes]
    assert notes == [
        "`extra` is not known here; it may hold SGLang options",
        "`overrides` is not known here; its keys may be SGLang options",
    ]
    assert codes(source) == ["HSF000:warning", "HSF000:warning"]


def test_known_launch_with_unreadable_words_is_still_a_site() -> None:
    source = (
        '"""Starts the --enable-hisparse server."""\n\n\n'
        "def f(args):\n    popen_launch_server(M, U, other_args=args)\n"
    )
    site = only_site(source)
    assert site.options == () and site.open
    assert site.notes[0].message.startswith("`args` is not known here")


# Commands SGLang splits on whitespace instead of running a shell.


def test_launch_server_cmd_keeps_quotes_in_words_as_sglang_does() -> None:
    before = dedent(
        """\
        from sglang.utils import launch_server_cmd
        launch_server_cmd("python3 -m sglang.launch_server --enable-hisparse "
                          "--disable-radix-cache --kv-cache-dtype 'fp8_e4m3'")
        """
    )
    after = before.replace("'fp8_e4m3'\"", 'fp8_e4m3"')
    assert BY_NAME["python"].apply(before, []) == before
    fixed = fix_text(before, BY_NAME["python"], Settings())
    assert fixed.text == after
    assert "--kv-cache-dtype 'fp8_e4m3' is rejected" in fixed.findings[0].finding.message


def test_launch_server_cmd_reads_leading_environment_and_backslashes() -> None:
    source = (
        "from sglang.utils import launch_server_cmd\n"
        'launch_server_cmd("""SGLANG_USE_CPU_ENGINE=1 python3 -m sglang.launch_server \\\\\n'
        '  --enable-hisparse\\\\\n  --tp 2""")\n'
    )
    (site,) = find_sites(source)
    assert site.env == {"SGLANG_USE_CPU_ENGINE": "1"}
    assert [option.name for option in site.options] == ["enable-hisparse", "tp-size"]


# Adding and renaming options (HSF004, HSF008, HSF010 and the edits they make).


def fix_all(source: str, **changes: object) -> str:
    return fix(source, ignore=(), **changes)


ADDED = {
    "kwarg-inline": (
        "sgl.Engine(model_path=M, enable_hisparse=True, tp_size=8)\n",
        "sgl.Engine(model_path=M, enable_hisparse=True, disable_radix_cache=True, tp_size=8)\n",
    ),
    "kwarg-one-a-line-keeps-the-trailing-comma-and-comment": (
        code(
            """
            llm = sgl.Engine(
                model_path="deepseek-ai/DeepSeek-V3.2-Exp",
                enable_hisparse=True,  # sparse decode
                kv_cache_dtype="fp8_e4m3",
            )
            """
        ),
        code(
            """
            llm = sgl.Engine(
                model_path="deepseek-ai/DeepSeek-V3.2-Exp",
                enable_hisparse=True,  # sparse decode
                disable_radix_cache=True,
                kv_cache_dtype="fp8_e4m3",
            )
            """
        ),
    ),
    "kwarg-last-without-comma-gets-one-comment-stays": (
        code(
            """
            args = ServerArgs(
                model_path="m",
                enable_hisparse=True  # on
            )
            """
        ),
        code(
            """
            args = ServerArgs(
                model_path="m",
                enable_hisparse=True,  # on
                disable_radix_cache=True
            )
            """
        ),
    ),
    "dict-key-spelling-and-quotes": (
        "KW = {'model-path': M, 'enable-hisparse': True}\nsgl.Engine(**KW)\n",
        "KW = {'model-path': M, 'enable-hisparse': True, 'disable-radix-cache': True}\n"
        "sgl.Engine(**KW)\n",
    ),
    "dict-call-keyword": (
        "KW = dict(model_path=M, enable_hisparse=True)\nsgl.Engine(**KW)\n",
        "KW = dict(model_path=M, enable_hisparse=True, disable_radix_cache=True)\n"
        "sgl.Engine(**KW)\n",
    ),
    "setitem-on-the-last-line-without-a-line-break": (
        "def launch():\n    return sgl.Engine(**KW)\n\n\nKW = {}\nKW['enable_hisparse'] = True",
        "def launch():\n    return sgl.Engine(**KW)\n\n\nKW = {}\nKW['enable_hisparse'] = True\n"
        "KW['disable_radix_cache'] = True",
    ),
    "setitem-statement-after-the-anchor": (
        code(
            """
            def main(kw):
                kw = {"model_path": M}
                if cli.sparse:
                    kw["enable_hisparse"] = True  # needs DSA
                    kw["tp_size"] = 8
                return sgl.Engine(**kw)
            """
        ),
        code(
            """
            def main(kw):
                kw = {"model_path": M}
                if cli.sparse:
                    kw["enable_hisparse"] = True  # needs DSA
                    kw["disable_radix_cache"] = True
                    kw["tp_size"] = 8
                return sgl.Engine(**kw)
            """
        ),
    ),
    "setitem-in-a-one-line-suite": (
        'kw = {"model_path": M}\nif sparse: kw["enable_hisparse"] = True\nsgl.Engine(**kw)\n',
        'kw = {"model_path": M}\n'
        'if sparse: kw["enable_hisparse"] = True; kw["disable_radix_cache"] = True\n'
        "sgl.Engine(**kw)\n",
    ),
    "update-keywords": (
        'kw = {"model_path": M}\nkw.update(enable_hisparse=True)\nsgl.Engine(**kw)\n',
        'kw = {"model_path": M}\nkw.update(enable_hisparse=True, disable_radix_cache=True)\n'
        "sgl.Engine(**kw)\n",
    ),
    "argv-one-a-line-single-quotes": (
        code(
            """
            other_args = [
                '--trust-remote-code',
                '--enable-hisparse',
                '--kv-cache-dtype', 'fp8_e4m3',
            ]
            popen_launch_server(MODEL, URL, other_args=other_args)
            """
        ),
        code(
            """
            other_args = [
                '--trust-remote-code',
                '--enable-hisparse',
                '--disable-radix-cache',
                '--kv-cache-dtype', 'fp8_e4m3',
            ]
            popen_launch_server(MODEL, URL, other_args=other_args)
            """
        ),
    ),
    "argv-last-item-without-trailing-comma-crlf": (
        'A = [\r\n    "--tp", "8",\r\n    "--enable-hisparse"\r\n]\r\nprepare_server_args(A)\r\n',
        'A = [\r\n    "--tp", "8",\r\n    "--enable-hisparse",\r\n    "--disable-radix-cache"\r\n]'
        "\r\nprepare_server_args(A)\r\n",
    ),
    "argv-grown-with-plus-equals": (
        'cmd = ["python3", "-m", "sglang.launch_server"]\ncmd += ["--enable-hisparse"]\n'
        "subprocess.run(cmd)\n",
        'cmd = ["python3", "-m", "sglang.launch_server"]\n'
        'cmd += ["--enable-hisparse", "--disable-radix-cache"]\nsubprocess.run(cmd)\n',
    ),
    "argv-append-gets-an-append-after-it": (
        code(
            """
            cmd = ["python3", "-m", "sglang.launch_server"]
            if sparse:
                cmd.append("--enable-hisparse")  # DSA only
            subprocess.run(cmd)
            """
        ),
        code(
            """
            cmd = ["python3", "-m", "sglang.launch_server"]
            if sparse:
                cmd.append("--enable-hisparse")  # DSA only
                cmd.append("--disable-radix-cache")
            subprocess.run(cmd)
            """
        ),
    ),
    "shell-string-continued-lines": (
        code(
            '''
            server_process, port = launch_server_cmd(
                """
            python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \\
              --enable-hisparse \\
              --kv-cache-dtype fp8_e4m3
            """
            )
            '''
        ),
        code(
            '''
            server_process, port = launch_server_cmd(
                """
            python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \\
              --enable-hisparse \\
              --disable-radix-cache \\
              --kv-cache-dtype fp8_e4m3
            """
            )
            '''
        ),
    ),
    "shell-string-one-line-f-string": (
        'os.system(f"python -m sglang.launch_server --model-path {m} --enable-hisparse --tp 8")\n',
        'os.system(f"python -m sglang.launch_server --model-path {m} --enable-hisparse'
        ' --disable-radix-cache --tp 8")\n',
    ),
    "pinned-backend-gets-its-dtype": (
        "sgl.Engine(enable_hisparse=True, disable_radix_cache=True,"
        ' dsa_decode_backend="flashmla_kv")\n',
        'sgl.Engine(enable_hisparse=True, kv_cache_dtype="fp8_e4m3", disable_radix_cache=True,'
        ' dsa_decode_backend="flashmla_kv")\n',
    ),
    "pinned-backend-argv-pair-on-its-own-line": (
        code(
            """
            prepare_server_args([
                "--enable-hisparse",
                "--disable-radix-cache",
                "--dsa-decode-backend",
                "flashmla_kv",
            ])
            """
        ),
        code(
            """
            prepare_server_args([
                "--enable-hisparse",
                "--kv-cache-dtype",
                "fp8_e4m3",
                "--disable-radix-cache",
                "--dsa-decode-backend",
                "flashmla_kv",
            ])
            """
        ),
    ),
    "pinned-backend-argv-pairs-a-line": (
        code(
            """
            prepare_server_args([
                "--enable-hisparse",
                "--dsa-decode-backend", "flashmla_kv",
            ])
            """
        ),
        code(
            """
            prepare_server_args([
                "--enable-hisparse",
                "--kv-cache-dtype", "fp8_e4m3",
                "--disable-radix-cache",
                "--dsa-decode-backend", "flashmla_kv",
            ])
            """
        ),
    ),
}


@pytest.mark.parametrize(("before", "after"), list(ADDED.values()), ids=list(ADDED))
def test_added_option_follows_its_anchor(before: str, after: str) -> None:
    assert fix_all(before) == after
    assert fix_all(after) == after


RENAMED = {
    "argv-word": (
        'A = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "bfloat16",'
        ' "--nsa-decode-backend", "flashmla_sparse"]\nprepare_server_args(A)\n',
        'A = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "bfloat16",'
        ' "--dsa-decode-backend", "flashmla_sparse"]\nprepare_server_args(A)\n',
    ),
    "argv-word-with-value": (
        "A = ['--enable-hisparse', '--disable-radix-cache', '--kv-cache-dtype=bfloat16',"
        " '--nsa-prefill-backend=flashmla_sparse']\nprepare_server_args(A)\n",
        "A = ['--enable-hisparse', '--disable-radix-cache', '--kv-cache-dtype=bfloat16',"
        " '--dsa-prefill-backend=flashmla_sparse']\nprepare_server_args(A)\n",
    ),
    "keyword": (
        'sgl.Engine(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="bfloat16",'
        ' nsa_decode_backend="flashmla_sparse")\n',
        'sgl.Engine(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="bfloat16",'
        ' dsa_decode_backend="flashmla_sparse")\n',
    ),
    "dashed-dict-key": (
        "KW = {'enable-hisparse': True, 'disable-radix-cache': True, 'kv-cache-dtype':"
        " 'bfloat16', 'nsa-decode-backend': 'flashmla_sparse'}\nsgl.Engine(**KW)\n",
        "KW = {'enable-hisparse': True, 'disable-radix-cache': True, 'kv-cache-dtype':"
        " 'bfloat16', 'dsa-decode-backend': 'flashmla_sparse'}\nsgl.Engine(**KW)\n",
    ),
    "shell-string": (
        'os.system("sglang serve --enable-hisparse --disable-radix-cache --kv-cache-dtype'
        ' bfloat16 --nsa-decode-backend flashmla_sparse")\n',
        'os.system("sglang serve --enable-hisparse --disable-radix-cache --kv-cache-dtype'
        ' bfloat16 --dsa-decode-backend flashmla_sparse")\n',
    ),
}


@pytest.mark.parametrize(("before", "after"), list(RENAMED.values()), ids=list(RENAMED))
def test_backend_flag_renamed_in_its_spelling(before: str, after: str) -> None:
    assert fix_all(before) == after
    assert fix_all(after) == after


def test_old_release_renames_back_to_nsa() -> None:
    before = (
        'sgl.Engine(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="bfloat16",'
        ' dsa_decode_backend="flashmla_sparse")\n'
    )
    after = fix_all(before, release=release_for("0.5.12"))
    assert after == before.replace("dsa_decode_backend", "nsa_decode_backend")


def test_nsa_backend_the_release_refuses_is_renamed_then_dropped() -> None:
    before = code(
        """
        popen_launch_server(MODEL, URL, other_args=[
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype", "fp8_e4m3",
            "--nsa-decode-backend", "b12x",
        ])
        """
    )
    assert fix_all(before) == before.replace('    "--nsa-decode-backend", "b12x",\n', "")


def _edit_of(source: str, kind: EditKind, name: str, value: str | None = None) -> str:
    anchor = only_site(source).last("enable-hisparse")
    assert anchor is not None
    return apply(source, [Edit(kind, anchor, value, name=name)])


INSERTED = (
    'cmd = ["python3", "-m", "sglang.launch_server"]\n'
    'cmd.insert(3, "--enable-hisparse")\nsubprocess.run(cmd)\n'
)


def test_add_after_an_insert_inserts_at_its_index() -> None:
    assert _edit_of(INSERTED, EditKind.ADD, "disable-radix-cache") == INSERTED.replace(
        "\nsubprocess", '\ncmd.insert(3, "--disable-radix-cache")\nsubprocess'
    )


def test_add_a_pair_after_an_insert_is_refused() -> None:
    with pytest.raises(UnwritableEditError):
        _edit_of(INSERTED, EditKind.ADD, "kv-cache-dtype", "fp8_e4m3")


def test_add_a_pair_after_an_append_extends_the_list_once() -> None:
    source = (
        'cmd = ["python3", "-m", "sglang.launch_server"]\n'
        'cmd.append("--enable-hisparse")\nsubprocess.run(cmd)\n'
    )
    assert _edit_of(source, EditKind.ADD, "kv-cache-dtype", "fp8_e4m3") == source.replace(
        "\nsubprocess", '\ncmd.extend(["--kv-cache-dtype", "fp8_e4m3"])\nsubprocess'
    )


def test_add_keyword_that_is_not_an_identifier_is_refused() -> None:
    source = "sgl.Engine(enable_hisparse=True)\n"
    with pytest.raises(UnwritableEditError):
        _edit_of(source, EditKind.ADD, "2bad-name", "true")


def test_flag_inside_an_f_string_field_is_no_anchor() -> None:
    source = "os.system(f\"sglang serve {'--tp 8 --enable-hisparse'}\")\n"
    assert [site for site in find_sites(source) if site.last("enable-hisparse")] == []


def test_add_a_value_a_raw_string_cannot_hold_is_refused() -> None:
    source = "os.system(r'sglang serve --enable-hisparse')\n"
    with pytest.raises(UnwritableEditError):
        _edit_of(source, EditKind.ADD, "kv-cache-dtype", "it's")


def test_add_two_options_after_one_anchor_keeps_their_order() -> None:
    source = 'prepare_server_args(["--enable-hisparse", "--tp", "8"])\n'
    anchor = only_site(source).last("enable-hisparse")
    assert anchor is not None
    edits = [
        Edit(EditKind.ADD, anchor, None, name="disable-radix-cache"),
        Edit(EditKind.ADD, anchor, "fp8_e4m3", name="kv-cache-dtype"),
    ]
    assert apply(source, edits) == (
        'prepare_server_args(["--enable-hisparse", "--disable-radix-cache",'
        ' "--kv-cache-dtype", "fp8_e4m3", "--tp", "8"])\n'
    )


def test_rename_keyword_must_stay_an_identifier() -> None:
    source = "sgl.Engine(enable_hisparse=True)\n"
    with pytest.raises(UnwritableEditError):
        _edit_of(source, EditKind.RENAME, "class")


def test_rename_argv_word_keeps_the_value_item_and_quotes() -> None:
    source = "A = ['--enable-hisparse']\nprepare_server_args(A)\n"
    assert _edit_of(source, EditKind.RENAME, "enable-other") == (
        "A = ['--enable-other']\nprepare_server_args(A)\n"
    )


NAME_SPANS = {
    "keyword": ("sgl.Engine(enable_hisparse=True)\n", "enable_hisparse"),
    "dict-key-inside-quotes": ("sgl.Engine(**{'enable-hisparse': True})\n", "enable-hisparse"),
    "setitem-key": ('kw = {}\nkw["enable_hisparse"] = True\nsgl.Engine(**kw)\n', "enable_hisparse"),
    "update-keyword": (
        "kw = {}\nkw.update(enable_hisparse=True)\nsgl.Engine(**kw)\n",
        "enable_hisparse",
    ),
    "argv-word": ('prepare_server_args(["--enable-hisparse"])\n', "--enable-hisparse"),
    "argv-word-before-equals": (
        'prepare_server_args(["--enable-hisparse=true"])\n',
        "--enable-hisparse",
    ),
    "argv-f-string-word": ('prepare_server_args([f"--enable-hisparse"])\n', "--enable-hisparse"),
    "shell-string-word": ('os.system("sglang serve --enable-hisparse")\n', "--enable-hisparse"),
}
ESCAPED = {
    "argv": 'prepare_server_args(["--enable-hisparse", "\\x2d-tp", "8"])\n',
    "argv-concatenated": 'prepare_server_args(["--enable-hisparse", "--t" "p", "8"])\n',
    "dict-key": "sgl.Engine(**{'enable_hisparse': True, 't\\x70_size': 8})\n",
    "shell-string": 'os.system("sglang serve --enable-hisparse \\x2d-tp 8")\n',
}


@pytest.mark.parametrize(("source", "written"), list(NAME_SPANS.values()), ids=list(NAME_SPANS))
def test_name_span_is_the_name_as_written(source: str, written: str) -> None:
    (option,) = [o for site in find_sites(source) for o in site.all("enable-hisparse")]
    span = option.name_span
    assert span is not None and source[span.start : span.end] == written


@pytest.mark.parametrize("source", list(ESCAPED.values()), ids=list(ESCAPED))
def test_name_not_written_one_character_a_character_has_no_name_span(source: str) -> None:
    (option,) = [o for site in find_sites(source) for o in site.all("tp-size")]
    assert option.name_span is None


@pytest.mark.parametrize("shape", ["argv-concatenated", "dict-key"])
def test_a_name_not_written_in_one_place_is_not_renamed(shape: str) -> None:
    source = ESCAPED[shape]
    (option,) = [o for site in find_sites(source) for o in site.all("tp-size")]
    with pytest.raises(UnwritableEditError, match="not written in one place"):
        apply(source, [Edit(EditKind.RENAME, option, name="tensor-parallel-size")])


@pytest.mark.parametrize("name", ["tp'size", 'tp"size', "tp{size}", "tp\\size", "tp size"])
def test_a_new_name_a_string_would_not_hold_as_written_is_refused(name: str) -> None:
    source = "A = ['--enable-hisparse', '--tp-size', '8']\nprepare_server_args(A)\n"
    (option,) = [o for site in find_sites(source) for o in site.all("tp-size")]
    with pytest.raises(UnwritableEditError, match="not written in one place"):
        apply(source, [Edit(EditKind.RENAME, option, name=name)])


def test_two_options_removed_from_one_continued_line_in_a_string_take_the_line() -> None:
    before = (
        "import os\n"
        'os.system("""python3 -m sglang.launch_server --enable-hisparse \\\\\n'
        "  --kv-cache-dtype fp8_e4m3 \\\\\n"
        "  --dsa-prefill-backend tilelang --dsa-decode-backend tilelang \\\\\n"
        '  --port 3000""")\n'
    )
    after = before.replace(
        "  --dsa-prefill-backend tilelang --dsa-decode-backend tilelang \\\\\n", ""
    )
    assert fix(before) == after


# Changes and reads the tool does not follow: reported, never edited.

ENGINE = "import sglang as sgl\n"
SERVER = 'CMD = ["python3", "-m", "sglang.launch_server", "--enable-hisparse"'


@pytest.mark.parametrize(
    "change",
    [
        'CMD[-1] = "bfloat16"',
        'CMD.remove("--device")',
        "CMD.pop()",
        "CMD.clear()",
        "CMD[4:] = []",
        "del CMD[-2:]",
        "last = CMD.pop()",
    ],
)
def test_a_list_change_the_tool_does_not_read_makes_the_launch_partial(change: str) -> None:
    source = f'import subprocess\n{SERVER}, "--device", "cpu"]\n{change}\nsubprocess.run(CMD)\n'
    site = only_site(source)
    assert site.partial
    assert fix(source) == source


def test_dict_pop_and_del_of_a_key_are_read() -> None:
    source = ENGINE + 'kw = {"enable_hisparse": True, "device": "cpu"}\nkw.pop("device")\n'
    source += 'del kw["x"]\nsgl.Engine(**kw)\n'
    site = only_site(source)
    assert not site.partial and site.last("device") is None
    assert fix(source) == source


def test_a_later_key_replaces_an_earlier_one() -> None:
    source = ENGINE + 'BASE = {"enable_hisparse": True, "device": "cpu"}\n'
    source += 'sgl.Engine(**(BASE | {"device": "cuda", "enable_hisparse": False}))\n'
    site = only_site(source)
    assert not site.hisparse_enabled
    assert [option.value for option in site.all("device")] == ["cuda"]


@pytest.mark.parametrize("copy", ["copy.deepcopy(BASE)", "dict(BASE)", "BASE.copy()"])
def test_a_copy_is_read_and_edited_where_it_is_written(copy: str) -> None:
    source = ENGINE + f'BASE = {{"enable_hisparse": True}}\nkw = {copy}\n'
    source += 'kw["kv_cache_dtype"] = "fp8_e5m2"\nsgl.Engine(**kw)\n'
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


@pytest.mark.parametrize(
    "read",
    [
        "[a for a in BASE if a != 'cpu']",
        "[*BASE[:-2]]",
        "BASE[1:]",
        "sorted(BASE)",
        "helper(BASE)",
    ],
)
def test_a_list_read_where_the_tool_does_not_follow_is_not_edited(read: str) -> None:
    source = f'import subprocess\nBASE = ["--enable-hisparse", "--device", "cpu"]\nx = {read}\n'
    sites = find_sites(source)
    assert sites and all(site.partial for site in sites)
    assert any("BASE` is also read" in note.message for s in sites for note in s.notes)
    assert fix(source) == source


def test_looking_at_a_list_does_not_make_it_partial() -> None:
    source = 'BASE = ["--enable-hisparse", "--device", "cpu"]\nif "--x" in BASE and len(BASE):\n'
    source += "    print(sorted(BASE))\nn = BASE[0]\n"
    assert not only_site(source).partial


def test_an_alias_changed_after_it_is_partial() -> None:
    source = f'import subprocess\n{SERVER}]\ncmd = CMD\ncmd.extend(["--device", "cpu"])\n'
    source += "subprocess.run(CMD)\n"
    assert all(site.partial for site in find_sites(source))
    assert fix(source) == source


def test_server_args_passed_to_an_unknown_call_are_partial() -> None:
    source = 'base = ServerArgs(device="cpu", enable_hisparse=True)\n'
    source += 'launch_server(tweak(base, device="cuda"))\n'
    site = only_site(source)
    assert site.partial
    assert fix(source) == source


def test_an_engine_passed_on_is_still_fixed() -> None:
    source = ENGINE + 'e = sgl.Engine(enable_hisparse=True, kv_cache_dtype="fp8_e5m2")\nrun(e)\n'
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_functools_partial_of_a_launch_is_an_open_launch() -> None:
    source = ENGINE + "from functools import partial\n"
    source += (
        'make = partial(sgl.Engine, enable_hisparse=True, kv_cache_dtype="fp8_e5m2")\nmake()\n'
    )
    made, called = find_sites(source)
    assert made.open and made.style is Style.KEYED
    assert not called.open and called.last("kv-cache-dtype") == made.last("kv-cache-dtype")
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_a_call_of_a_partial_launch_adds_its_keywords() -> None:
    source = ENGINE + "from functools import partial\n"
    source += 'make = partial(sgl.Engine, enable_hisparse=True)\nmake(kv_cache_dtype="fp8_e5m2")\n'
    _, called = find_sites(source)
    assert called.hisparse_enabled and called.last("kv-cache-dtype").value == "fp8_e5m2"
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


# The environment: removals, updates, monkeypatch, class attributes.

GPU_LAUNCH = "sgl.Engine(enable_hisparse=True)\n"


SET_CPU = 'os.environ["SGLANG_USE_CPU_ENGINE"] = "1"\n'
MONKEY_CPU = 'monkeypatch.setenv("SGLANG_USE_CPU_ENGINE", "1")\n'


@pytest.mark.parametrize(
    ("lines", "cpu"),
    [
        (SET_CPU + 'del os.environ["SGLANG_USE_CPU_ENGINE"]', False),
        (SET_CPU + 'os.environ.pop("SGLANG_USE_CPU_ENGINE")', False),
        ('os.environ.update(SGLANG_USE_CPU_ENGINE="1")', True),
        ('os.environ.update({"SGLANG_USE_CPU_ENGINE": "1"})', True),
        (MONKEY_CPU, True),
        (MONKEY_CPU + 'monkeypatch.delenv("SGLANG_USE_CPU_ENGINE")', False),
    ],
)
def test_environment_changes_before_a_launch_are_read(lines: str, cpu: bool) -> None:
    source = ENGINE + "import os\n" + lines + "\n" + GPU_LAUNCH
    assert only_site(source).env.get("SGLANG_USE_CPU_ENGINE") == ("1" if cpu else None)


def test_an_env_dict_with_the_variable_popped_is_a_gpu_launch() -> None:
    source = 'import os, subprocess\nenv = dict(os.environ, SGLANG_USE_CPU_ENGINE="1")\n'
    source += f'env.pop("SGLANG_USE_CPU_ENGINE")\n{SERVER}]\nsubprocess.run(CMD, env=env)\n'
    assert only_site(source).env == {}


def test_a_class_attribute_env_is_read() -> None:
    source = 'class T:\n    env = {"SGLANG_USE_CPU_ENGINE": "1"}\n\n    @classmethod\n'
    source += "    def setUpClass(cls):\n"
    source += '        popen_launch_server(M, U, other_args=["--enable-hisparse"], env=cls.env)\n'
    assert only_site(source).env == {"SGLANG_USE_CPU_ENGINE": "1"}


def test_an_env_value_the_tool_cannot_read_is_a_warning() -> None:
    source = f"import subprocess\n{SERVER}]\n"
    source += 'subprocess.run(CMD, env={"SGLANG_USE_CPU_ENGINE": "1" if cpu else "0"})\n'
    site = only_site(source)
    assert "SGLANG_USE_CPU_ENGINE" not in site.env
    assert any("cannot read" in note.message for note in site.notes)


# Shell command strings get the environment their call passes, or os.environ.

SHELL_LAUNCH = "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"
CPU_ENVIRON = 'os.environ["SGLANG_USE_CPU_ENGINE"] = "1"\n'


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            f'subprocess.run("{SHELL_LAUNCH}", shell=True, env={{"SGLANG_USE_CPU_ENGINE": "1"}})',
            'subprocess.run("python3 -m sglang.launch_server --disable-radix-cache", shell=True, '
            'env={"SGLANG_USE_CPU_ENGINE": "1"})',
        ),
        (
            f'{CPU_ENVIRON}os.system("{SHELL_LAUNCH}")',
            f'{CPU_ENVIRON}os.system("python3 -m sglang.launch_server --disable-radix-cache")',
        ),
        (
            f'cmd = "{SHELL_LAUNCH}"\nenv = dict(os.environ, SGLANG_USE_CPU_ENGINE="1")\n'
            "subprocess.Popen(cmd, shell=True, env=env)",
            'cmd = "python3 -m sglang.launch_server --disable-radix-cache"\n'
            'env = dict(os.environ, SGLANG_USE_CPU_ENGINE="1")\n'
            "subprocess.Popen(cmd, shell=True, env=env)",
        ),
        (
            'monkeypatch.setenv("SGLANG_USE_CPU_ENGINE", "1")\n'
            f'launch_server_cmd("{SHELL_LAUNCH}")',
            'monkeypatch.setenv("SGLANG_USE_CPU_ENGINE", "1")\n'
            'launch_server_cmd("python3 -m sglang.launch_server --disable-radix-cache")',
        ),
        (
            f'{CPU_ENVIRON}asyncio.create_subprocess_shell("{SHELL_LAUNCH}")',
            f"{CPU_ENVIRON}asyncio.create_subprocess_shell("
            '"python3 -m sglang.launch_server --disable-radix-cache")',
        ),
    ],
    ids=["env-dict", "os-system", "named-popen", "launch-server-cmd", "asyncio-shell"],
)
def test_a_command_string_inherits_the_cpu_engine(before: str, after: str) -> None:
    head = "import asyncio, os, subprocess\n"
    assert fix(head + before + "\n") == head + after + "\n"


@pytest.mark.parametrize(
    "command",
    [
        f"SGLANG_USE_CPU_ENGINE=0 {SHELL_LAUNCH}",
        f"env -i {SHELL_LAUNCH}",
        f"unset SGLANG_USE_CPU_ENGINE; {SHELL_LAUNCH}",
        f"docker run img {SHELL_LAUNCH}",
    ],
)
def test_what_the_command_itself_sets_wins(command: str) -> None:
    source = f'import os\n{CPU_ENVIRON}os.system("{command}")\n'
    assert codes(source) == []
    assert all(site.env.get("SGLANG_USE_CPU_ENGINE") != "1" for site in find_sites(source))


def test_os_environ_set_after_the_command_runs_is_not_read() -> None:
    source = f'import os\nos.system("{SHELL_LAUNCH}")\n{CPU_ENVIRON}'
    assert codes(source) == []


def test_an_unknown_env_for_a_command_string_is_a_note() -> None:
    source = f'import subprocess\nsubprocess.run("{SHELL_LAUNCH}", shell=True, env=make_env())\n'
    (site,) = find_sites(source)
    assert [note.message for note in site.notes] == [
        "`make_env()` is not known here; it may set SGLANG_USE_CPU_ENGINE"
    ]


def test_a_command_run_by_two_calls_is_a_site_for_each() -> None:
    source = f'import os, subprocess\ncmd = "{SHELL_LAUNCH}"\n'
    source += "subprocess.run(cmd, shell=True)\n"
    source += 'subprocess.run(cmd, shell=True, env={"SGLANG_USE_CPU_ENGINE": "1"})\n'
    sites = find_sites(source)
    assert [(site.run, site.env) for site in sites] == [
        ("as run on line 3", {}),
        ("as run on line 4", {"SGLANG_USE_CPU_ENGINE": "1"}),
    ]
    assert fix(source) == source  # the GPU run needs HiSparse, the CPU run must drop it


def test_a_file_without_command_strings_does_not_load_the_shell_adapter() -> None:
    code = (
        "import sys; import hisparse_fix.formats.python as p; "
        "p.find_sites('import sglang as sgl\\nsgl.Engine(enable_hisparse=True)\\n'); "
        "print(any(m == 'hisparse_fix.formats.shell'"
        " or m.startswith(('tree_sitter', 'hisparse_fix.formats.shell.'))"
        " for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# Launches reached only on one platform (`if is_hip():`, a test skipped elsewhere).

_ROCM_ENGINE = """\
    sgl.Engine(enable_hisparse=True, disable_radix_cache=True,
               kv_cache_dtype="bfloat16", dsa_decode_backend="tilelang")
"""


@pytest.mark.parametrize(
    ("head", "indent"),
    [
        ("if is_hip():", "    "),
        ("if torch.version.hip:", "    "),
        ("if torch.version.hip is not None:", "    "),
        ("if _is_hip and tp_size == 8:", "    "),
        ("if not is_hip():\n    raise SystemExit(0)", ""),
        ('@unittest.skipIf(not is_hip(), "ROCm")\ndef test_rocm():', "    "),
        ('@pytest.mark.skipif(torch.version.hip is None, reason="ROCm")\ndef test_rocm():', "    "),
        ('@unittest.skipUnless(is_hip(), "ROCm")\nclass T:\n    def setUp(self):', "        "),
    ],
)
def test_a_rocm_only_launch_is_judged_for_rocm(head: str, indent: str) -> None:
    """`tilelang` is a ROCm backend: judged for CUDA it would be dropped."""
    engine = "".join(indent + line + "\n" for line in dedent(_ROCM_ENGINE).splitlines())
    source = "import sglang as sgl\n" + head + "\n" + engine
    for platform in ("cuda", "rocm"):
        assert fix(source, platform=platform) == source
        assert codes(source, platform=platform) == []
    refused = source.replace('"bfloat16"', '"fp8_e5m2"')
    assert fix(refused) == refused.replace("fp8_e5m2", "fp8_e4m3")


def test_a_launch_for_some_platform_but_cuda_is_not_judged_for_cuda() -> None:
    """`not torch.version.cuda` may be ROCm or another platform: not judged, reported."""
    engine = "".join("    " + line + "\n" for line in dedent(_ROCM_ENGINE).splitlines())
    source = "import sglang as sgl\nif not torch.version.cuda:\n" + engine
    assert fix(source) == source
    assert codes(source) == ["HSF000:warning"]
    [warning] = fix_text(source, PYTHON, Settings()).findings
    assert "this launch runs only" in warning.finding.message
    assert "on line 2) and the tool judges it for `cuda`" in warning.finding.message
    assert codes(source, platform="rocm") == []


def test_the_else_of_a_rocm_test_is_judged_for_cuda_not_for_rocm() -> None:
    source = code(
        """
        import sglang as sgl
        if is_hip():
            sgl.Engine(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="bfloat16")
        else:
            sgl.Engine(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
        """
    )
    assert fix(source) == source.replace('"fp8_e5m2"', '"fp8_e4m3"')
    assert fix(source, platform="rocm") == source
    findings = fix_text(source, PYTHON, Settings(platform="rocm")).findings
    [warning] = [item.finding.message for item in findings]
    assert "the else of the `is_hip()` test on line 2" in warning


def test_text_shared_by_a_cuda_and_a_rocm_branch_is_edited_only_where_both_agree() -> None:
    source = code(
        """
        import subprocess
        ARGS = ["-m", "sglang.launch_server", "--enable-hisparse", "--disable-radix-cache",
                "--kv-cache-dtype", "bfloat16", "--dsa-decode-backend", "tilelang"]
        if is_hip():
            subprocess.run(["python3", *ARGS])
        else:
            subprocess.run(["python3", *ARGS])
        """
    )
    expected = {
        "cuda": "also read by the launch on line 5 on rocm (the `is_hip()` branch on line 4)",
        "rocm": "runs only where the platform is not `rocm`",
    }
    for platform, message in expected.items():
        fixed = fix_text(source, PYTHON, Settings(platform=platform))
        assert fixed.text == source
        assert any(message in item.finding.message for item in fixed.findings), platform
    # A dtype both platforms refuse is fixed for both.
    refused = source.replace('"bfloat16", "--dsa-decode-backend", "tilelang"', '"fp8_e5m2"')
    assert fix(refused) == refused.replace("fp8_e5m2", "fp8_e4m3")


def test_a_platform_test_that_tells_nothing_is_an_ordinary_choice() -> None:
    source = code(
        """
        import sglang as sgl
        if is_hip() or fast:
            sgl.Engine(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
        """
    )
    assert fix(source) == source.replace('"fp8_e5m2"', '"fp8_e4m3"')


def test_a_launch_whose_device_the_branch_allows_is_judged() -> None:
    source = code(
        """
        import sglang as sgl
        if not torch.cuda.is_available():
            sgl.Engine(device="cpu", enable_hisparse=True)
        """
    )
    assert fix(source) == source.replace("enable_hisparse=True", "enable_hisparse=False")


# Launches a test expects SGLang to refuse, and prose that shows a command.

_REFUSED = 'sgl.Engine(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")'


@pytest.mark.parametrize(
    "shape",
    [
        "def start():\n    {launch}\ndef test():\n    with pytest.raises(E):\n        start()",
        "class T:\n    def start(self):\n        {launch}\n"
        "    def test(self):\n        self.assertRaises(ValueError, self.start)",
        "try:\n    {launch}\nexcept ValueError:\n    pass\nelse:\n    raise AssertionError",
        'try:\n    {launch}\n    pytest.fail("accepted")\nexcept ValueError:\n    pass',
        "@pytest.mark.xfail(strict=True)\ndef test():\n    {launch}",
        "class T:\n    @unittest.expectedFailure\n    def test(self):\n        {launch}",
        "def test():\n    proc = {launch}\n    assert proc.returncode != 0",
        "def test():\n    proc = {launch}\n    assert proc.wait()",
        "def test(self):\n    rc = {launch}\n    self.assertNotEqual(rc, 0)",
        "def test(self):\n    self.assertGreater(subprocess.call([]), 0)\n    {launch}",
    ],
)
def test_a_launch_expected_to_fail_is_not_fixed(shape: str) -> None:
    source = "import sglang as sgl\n" + shape.format(launch=_REFUSED) + "\n"
    assert fix(source) == source
    sites = find_sites(source)
    for site in sites:  # none where the launch is quiet (`try:` ... `else: raise`)
        assert site.partial and "expected to fail" in site.readers[0].what
        assert any("is expected to fail" in note.message for note in site.notes)
    if sites:  # reported as the shell's negative tests are: never passed over in silence
        assert {"HSF000:warning", "HSF002:warning"} <= set(codes(source))


def test_text_shared_with_a_launch_expected_to_fail_is_not_edited() -> None:
    source = code(
        """
        import subprocess
        ARGS = ["-m", "sglang.launch_server", "--enable-hisparse", "--disable-radix-cache",
                "--kv-cache-dtype", "fp8_e5m2"]
        def test_refused():
            assert subprocess.run(["python3", *ARGS]).returncode != 0
        def test_served():
            subprocess.run(["python3", *ARGS, "--port", "30000"])
        """
    )
    fixed = fix_text(source, PYTHON, Settings())
    assert fixed.text == source
    messages = [item.finding.message for item in fixed.findings]
    assert any(
        "also read by the launch on line 5, expected to fail (the `assert` on line 5)" in message
        for message in messages
    )


@pytest.mark.parametrize(
    "shape",
    [
        'argparse.ArgumentParser(epilog="{command}")',
        'argparse.ArgumentParser(description="{command}")',
        'parser.add_argument("--x", help="{command}")',
        'USAGE = textwrap.dedent("""\n    {command}\n""")\nprint(USAGE)',
        'HINT = "{command}"\nlogger.info(HINT)',
    ],
)
def test_prose_that_shows_a_command_is_not_a_launch(shape: str) -> None:
    command = "python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2"
    source = "import argparse\n" + shape.format(command=command) + "\n"
    assert fix(source) == source
    assert codes(source) == []


def test_a_command_string_that_is_run_is_still_fixed() -> None:
    source = code(
        """
        import os
        CMD = "python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2"
        os.system(CMD)
        """
    )
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


# HiSparse switched on through a name, an alias or another entry point.


@pytest.mark.parametrize(
    "source",
    [
        "from sglang import Engine as E\nE({kwargs})",
        "import sglang as sg\nsg.Engine({kwargs})",
        "from sglang.srt.entrypoints.engine import Engine\nEngine({kwargs})",
        "import sglang as sgl\nsgl.Runtime({kwargs})",
        "from sglang.srt.server_args import ServerArgs as SA\nSA({kwargs})",
        "USE = True\nimport sglang as sgl\nsgl.Engine({kwargs_named})",
        "ServerArgs.add_cli_args(parser)\nparser.set_defaults({kwargs})",
    ],
)
def test_every_way_hisparse_is_switched_on_is_read(source: str) -> None:
    kwargs = 'enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2"'
    text = source.format(kwargs=kwargs, kwargs_named=kwargs.replace("=True,", "=USE,", 1)) + "\n"
    assert fix(text) == text.replace("fp8_e5m2", "fp8_e4m3")


def test_set_defaults_of_another_parser_is_not_a_launch() -> None:
    source = 'parser.set_defaults(enable_hisparse=True, kv_cache_dtype="fp8_e5m2")\n'
    assert fix(source) == source
    assert codes(source) == []


def test_a_constant_flag_in_argv_is_read() -> None:
    source = code(
        """
        import subprocess
        FLAG = "--enable-hisparse"
        subprocess.run(["python3", "-m", "sglang.launch_server", FLAG, "--disable-radix-cache",
                        "--device", "cpu"])
        """
    )
    assert fix(source) == source.replace(" FLAG,", "")


def test_a_constant_value_is_read_but_not_written_through() -> None:
    source = code(
        """
        import sglang as sgl
        DTYPE = "fp8_e5m2"
        sgl.Engine(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=DTYPE)
        """
    )
    assert fix(source) == source
    [finding] = fix_text(source, PYTHON, Settings()).findings
    assert not finding.fixable


@pytest.mark.parametrize(
    "binding",
    [
        "DTYPE = 'fp8_e5m2'\nDTYPE = 'bfloat16'",
        "if fast:\n    DTYPE = 'fp8_e5m2'",
        "DTYPE = 'fp8_e5m2'\ndef f(DTYPE):\n    pass",
    ],
)
def test_a_name_bound_more_than_once_is_not_a_constant(binding: str) -> None:
    source = (
        binding + "\nimport sglang as sgl\n"
        "sgl.Engine(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=DTYPE)\n"
    )
    [site] = find_sites(source)
    assert site.last("kv-cache-dtype").dynamic


def test_an_unread_switch_warns_when_hisparse_would_be_refused() -> None:
    source = code(
        """
        import sglang as sgl
        sgl.Engine(enable_hisparse=args.h, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
        """
    )
    findings = fix_text(source, PYTHON, Settings()).findings
    assert fix(source) == source
    [warning] = [item.finding.message for item in findings]
    assert "with it on, SGLang refuses this launch (HSF002)" in warning
    valid = source.replace("fp8_e5m2", "fp8_e4m3")
    assert codes(valid) == []


def test_options_set_on_the_launch_object_afterwards_warn() -> None:
    source = code(
        """
        server_args = prepare_server_args(["--enable-hisparse", "--disable-radix-cache"])
        server_args.kv_cache_dtype = "fp8_e5m2"
        server_args.my_label = "run-1"
        launch_server(server_args)
        """
    )
    findings = fix_text(source, PYTHON, Settings()).findings
    messages = [item.finding.message for item in findings if item.finding.code == "HSF000"]
    assert len(messages) == 1 and "sets --kv-cache-dtype on the object" in messages[0]
    [site] = find_sites(source)
    assert site.partial


# Argv written as one string and split in Python.


@pytest.mark.parametrize(
    "argv",
    [
        '"--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2".split()',
        "'--enable-hisparse  --disable-radix-cache\\t--kv-cache-dtype fp8_e5m2'.split()",
        'shlex.split("--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2")',
    ],
)
def test_a_split_string_is_read_and_its_value_fixed_in_place(argv: str) -> None:
    source = f"import shlex\npopen_launch_server(M, U, other_args={argv})\n"
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")


def test_a_word_is_not_removed_from_a_split_string() -> None:
    source = 'popen_launch_server(M, U, other_args="--enable-hisparse --device cpu".split())\n'
    assert fix(source) == source
    findings = fix_text(source, PYTHON, Settings()).findings
    assert [item.finding.severity.value for item in findings] == ["unfixable"]


@pytest.mark.parametrize(
    "argv",
    [
        "shlex.split(\"--enable-hisparse --kv-cache-dtype 'fp8_e5m2'\")",
        'shlex.split(f"--enable-hisparse --kv-cache-dtype {DTYPE}")',
        '"--enable-hisparse --kv-cache-dtype fp8_e5m2".split(",")',
    ],
)
def test_a_split_the_tool_cannot_follow_is_not_read(argv: str) -> None:
    source = f"import shlex\npopen_launch_server(M, U, other_args={argv})\n"
    assert fix(source) == source
    [site] = find_sites(source)
    assert site.last("kv-cache-dtype") is None


@pytest.mark.parametrize("call", ["dataclasses.replace", "replace"])
def test_a_replaced_server_args_is_read_with_its_base(call: str) -> None:
    source = code(
        f"""
        import dataclasses
        from dataclasses import replace
        base = ServerArgs(model_path="m", enable_hisparse=True, disable_radix_cache=True)
        launch_server({call}(base, kv_cache_dtype="fp8_e5m2"))
        """
    )
    assert fix(source) == source.replace("fp8_e5m2", "fp8_e4m3")
    sites = find_sites(source)
    assert [site.last("kv-cache-dtype") is not None for site in sites] == [False, True]


@pytest.mark.parametrize(
    "mark",
    [
        'pytestmark = pytest.mark.skipif(not is_hip(), reason="ROCm")',
        'pytestmark = [pytest.mark.slow, pytest.mark.skipif(condition=not is_hip(), reason="")]',
    ],
)
def test_a_module_skip_mark_applies_to_every_test(mark: str) -> None:
    source = (
        mark
        + "\ndef test():\n"
        + "".join("    " + line + "\n" for line in dedent(_ROCM_ENGINE).splitlines())
    )
    assert fix(source) == source
    assert codes(source) == []  # judged for ROCm, where `tilelang` is allowed
    refused = source.replace('"bfloat16"', '"fp8_e5m2"')
    assert fix(refused) == refused.replace("fp8_e5m2", "fp8_e4m3")


def test_a_helper_also_called_outside_an_expected_failure_is_reported_not_edited() -> None:
    source = code(
        """
        def main():
            sgl.Engine(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
        def test_cli():
            with pytest.raises(SystemExit):
                main()
        main()
        """
    )
    assert fix(source) == source
    findings = fix_text(source, PYTHON, Settings()).findings
    assert [item.finding.severity.value for item in findings] == ["warning", "unfixable"]
    assert "`main` is also called under the `raises` on line 4" in findings[0].finding.message


def test_a_format_field_in_a_command_template_is_a_value_the_tool_cannot_know() -> None:
    source = code(
        """
        import subprocess
        CMD = ("python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"
               " --kv-cache-dtype {kv}")
        subprocess.run(CMD.format(kv="bfloat16"), shell=True)
        """
    )
    assert fix(source) == source
    assert codes(source) == ["HSF002:warning"]
    unformatted = source.replace('CMD.format(kv="bfloat16")', "CMD")
    assert codes(unformatted) == ["HSF002"]  # no .format: `{kv}` is the text SGLang gets


def test_an_item_of_a_list_an_assert_compares_is_read_there() -> None:
    source = code(
        """
        import subprocess
        CMD = ["python3", "-m", "sglang.launch_server", "--enable-hisparse",
               "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
        assert CMD[-1] == "fp8_e5m2"
        subprocess.run(CMD)
        """
    )
    assert fix(source) == source
