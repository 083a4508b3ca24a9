"""Containers: the mappings that run a command (Kubernetes containers, compose services).

A container's `entrypoint` + `command` (compose) or `command` + `args`
(Kubernetes) are one command line, read in that order; its `env` list
(`- name: X` / `value: "1"`) or compose `environment` (a mapping or `X=1`
items) is the environment every launch in it sees. Keys merged in with
`<<: *x` count as the container's own, so each service that merges a
shared `x-` template is a container of its own; the template is not.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from hisparse_fix.formats.yaml.document import Composed, Node, kind, pairs, templates, walk
from hisparse_fix.formats.yaml.prose import expectations
from hisparse_fix.formats.yaml.values import FILLED_IN, resolved
from hisparse_fix.sglang.argv import names_other_engine
from hisparse_fix.vocabulary.sites import Span

COMMAND_KEYS = ("entrypoint", "command", "args")
"""In the order a container runs them."""
_ENV_KEYS = ("env", "environment")


class Container(NamedTuple):
    """A mapping with command keys: its parts in run order, and its environment."""

    holder: Node
    parts: tuple[tuple[str, Node], ...]
    env: dict[str, str]
    span: Span
    other_engine: bool = False
    """Its `image` is another engine's (`vllm/vllm-openai`): its argv is that engine's."""


def containers(composed: Composed) -> tuple[Container, ...]:
    """Every mapping with command keys, read once per file."""
    return composed.derived_once("containers", lambda each: tuple(_containers(each)))


def _containers(composed: Composed) -> Iterator[Container]:
    skipped = templates(composed)
    shown = expectations(composed)
    for index, document in enumerate(composed.documents):
        for path, node in walk(document, (index,)):
            if kind(node) != "mapping" or id(node) in skipped or shown.hides(path):
                continue
            by_key = {key.value: value for key, value in pairs(node) if kind(key) == "scalar"}
            parts = tuple((key, by_key[key]) for key in COMMAND_KEYS if key in by_key)
            if parts:
                other = _runs_other_engine(by_key)
                yield Container(node, parts, environment(node), composed.span(node), other)


def _runs_other_engine(by_key: dict[str, Node]) -> bool:
    """A container whose `image` is another engine's (`vllm/vllm-openai`): its command
    is that engine's, never an SGLang launch."""
    image = by_key.get("image")
    return image is not None and kind(image) == "scalar" and names_other_engine(str(image.value))


def environment(holder: Node) -> dict[str, str]:
    """The literal values of a container's `env` / `environment`; a value filled
    in from outside (`${VAR}`, `valueFrom`) is not known, so it is left out."""
    env: dict[str, str] = {}
    for key, value in pairs(holder):
        if kind(key) != "scalar" or key.value not in _ENV_KEYS:
            continue
        if kind(value) == "mapping":
            entries = [(k.value, v) for k, v in pairs(value) if kind(k) == "scalar"]
        elif kind(value) == "sequence":
            entries = list(_listed(value))
        else:
            continue
        for name, node in entries:
            if kind(node) == "scalar":
                read = resolved(node)
                if read is not None and not FILLED_IN.search(str(read)):
                    env[name] = str(read).lower() if isinstance(read, bool) else str(read)
    return env


def _listed(sequence: Node) -> Iterator[tuple[str, Node]]:
    for item in sequence.value:
        if kind(item) == "mapping":
            fields = {k.value: v for k, v in item.value if kind(k) == "scalar"}
            name, value = fields.get("name"), fields.get("value")
            if name is not None and value is not None and kind(name) == "scalar":
                yield name.value, value
        elif kind(item) == "scalar" and "=" in item.value:
            name, _, rest = item.value.partition("=")
            yield name, _text_node(rest)


def _text_node(value: str) -> Node:
    """A string scalar reading `value` (the value of an `X=1` item)."""
    import yaml

    return yaml.ScalarNode("tag:yaml.org,2002:str", value, style="'")
