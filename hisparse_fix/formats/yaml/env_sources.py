"""Environments a container takes from outside the file: the platform is then unknown.

A Kubernetes container's `envFrom` (a ConfigMap or Secret), an `env` item whose value
comes `valueFrom` one, or a compose service's `env_file` may set
`SGLANG_USE_CPU_ENGINE=1`, which puts the launch on the CPU engine where HiSparse cannot
run. The tool cannot read them, so a launch in such a container is reported with a note
that names the source, and nothing it reads is edited (as for `docker run --env-file`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from hisparse_fix.formats.yaml.ci import PLATFORM
from hisparse_fix.formats.yaml.containers import containers
from hisparse_fix.formats.yaml.document import Composed, Node, kind, line_of, pairs
from hisparse_fix.sglang.platform_words import PLATFORM_UNKNOWN
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Note


def with_env_sources(composed: Composed, sites: Iterable[LaunchSite]) -> list[LaunchSite]:
    """Each site; one in a container that takes its environment from outside the file
    is partial, with a note naming where the environment comes from, unless the
    container sets the switch itself or the launch names its `--device`."""
    sourced = [
        (container.span, tuple(_sources(composed, container.holder)))
        for container in containers(composed)
    ]
    sourced = [(span, found) for span, found in sourced if found]
    result = []
    for site in sites:
        found = next((f for span, f in sourced if span.start <= site.span.start < span.end), ())
        device = site.last("device")
        named = device is not None and device.value is not None and not device.dynamic
        if not found or named or site.env.get(PLATFORM) is not None:
            result.append(site)
            continue
        notes = tuple(
            Note(site.span, f"{what} may set {PLATFORM}: {PLATFORM_UNKNOWN}") for what in found
        )
        result.append(replace(site, notes=(*site.notes, *notes), partial=True))
    return result


def _sources(composed: Composed, holder: Node) -> Iterator[str]:
    for key, value in pairs(holder):
        if kind(key) != "scalar":
            continue
        line = line_of(composed.text, composed.span(key).start)
        if key.value == "envFrom":
            yield f"`envFrom` on line {line}"
        elif key.value == "env_file":
            yield f"`env_file` on line {line}"
        elif key.value == "env" and kind(value) == "sequence":
            for item in value.value:
                if kind(item) == "mapping" and _valued_from(item):
                    line = line_of(composed.text, composed.span(item).start)
                    yield f"the `valueFrom` of `env` on line {line}"


def _valued_from(item: Node) -> bool:
    """`- name: SGLANG_USE_CPU_ENGINE` with `valueFrom:` (a ConfigMap or Secret key)."""
    fields = {k.value: v for k, v in item.value if kind(k) == "scalar"}
    name = fields.get("name")
    named = name is not None and kind(name) == "scalar" and str(name.value).startswith("SGLANG_")
    return named and "valueFrom" in fields
