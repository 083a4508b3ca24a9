from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.sglang.matrix.options import config_key_refused
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Edit, EditKind, Finding, LaunchSite, Severity


@rule(
    "HSF009",
    "config-key-spelling",
    "SGLang --config key spelled with underscores: write it with dashes",
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Renames the keys of an SGLang `--config` YAML file that are spelled with
    underscores (`enable_hisparse: true`) to the dashed spelling
    (`enable-hisparse: true`).

    ## Why is this bad?
    SGLang turns each key of a `--config` file into `--key` exactly as
    written, so `enable_hisparse: true` becomes `--enable_hisparse`, and
    argparse stops with "unrecognized arguments: --enable_hisparse".

    ## Example
    ```yaml
    model-path: deepseek-ai/DeepSeek-V3.2
    enable_hisparse: true
    disable-radix-cache: true
    kv_cache_dtype: fp8_e4m3
    ```
    Use instead:
    ```yaml
    model-path: deepseek-ai/DeepSeek-V3.2
    enable-hisparse: true
    disable-radix-cache: true
    kv-cache-dtype: fp8_e4m3
    ```

    ## Fix safety
    Safe: the same option, spelled as SGLang's parser knows it. Only files
    read as SGLang `--config` files are judged; recipe formats of other
    launchers may read underscores themselves.
    """
    if not site.config_file:
        return
    for option in site.options:
        written = option.written
        if written is None or "_" not in written:
            continue
        if config_key_refused(written, settings.release.version):
            continue  # refused however it is spelled: HSF104 reports it
        message = f"`{written}` becomes --{written}, which SGLang's parser does not know"
        if option.name_span is None:
            yield Finding(
                "HSF009", f"{message}; write `{option.name}`", option.span, Severity.UNFIXABLE
            )
            continue
        edit = Edit(EditKind.RESPELL, option, name=option.name)
        yield Finding("HSF009", f"{message}: renamed `{option.name}`", option.span, edits=(edit,))
