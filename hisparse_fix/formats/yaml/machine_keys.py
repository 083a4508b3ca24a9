"""What a YAML file says about the machine a launch runs on, around the launch.

A launch in a SkyPilot task (`resources: {accelerators: MI300X:8, image_id: ...}`),
a CI job (`runs-on: linux-mi325-gpu-8`, `container: {image: ...-rocm700-mi30x}`)
or a Kubernetes / compose container (`image`, `resources: {limits: {amd.com/gpu: 8}}`,
compose's `devices: [/dev/kfd]`)
is written under mappings that name the machine: those keys' words go with every
launch inside the mapping (see `platform_signs`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from hisparse_fix.formats.yaml.document import Composed, Node, kind, pairs, walk
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Span

MACHINE_KEYS = frozenset(
    {
        "image",
        "image_id",
        "runs-on",
        "accelerators",
        "instance_type",
        "container",
        "resources",
        "nodeSelector",
        "node_selector",
        "devices",
    }
)
"""Keys whose values describe the machine or image the mapping's commands run on."""


def with_machine_words(composed: Composed, sites: Iterable[LaunchSite]) -> list[LaunchSite]:
    """Each site, with the words of the machine keys of every mapping around it."""
    described = list(_described(composed))
    result = []
    for site in sites:
        words = tuple(
            word
            for span, found in described
            if span.start <= site.span.start < span.end
            for word in found
            if word not in site.platform_words
        )
        result.append(
            replace(site, platform_words=(*site.platform_words, *words)) if words else site
        )
    return result


def _described(composed: Composed) -> Iterator[tuple[Span, tuple[str, ...]]]:
    for index, document in enumerate(composed.documents):
        for _, node in walk(document, (index,)):
            if kind(node) != "mapping":
                continue
            words = tuple(
                word
                for key, value in pairs(node)
                if kind(key) == "scalar" and key.value in MACHINE_KEYS
                for word in _scalars(value)
            )
            if words:
                yield composed.span(node), words


def _scalars(node: Node) -> Iterator[str]:
    """Every key and value written under `node`."""
    for _, inner in walk(node, ()):
        if kind(inner) == "scalar":
            yield str(inner.value)
        elif kind(inner) == "mapping":
            yield from (str(key.value) for key, _ in pairs(inner) if kind(key) == "scalar")
