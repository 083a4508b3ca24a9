"""Each node's span, as the Python reader counts it (`spans.char_spans`), is the one
libcst's `ByteSpanPositionProvider` gives, in characters instead of bytes: over every
fixture and module of the package, a sample of every syntax shape and the edge cases
of a module's start and end."""

from __future__ import annotations

import libcst as cst
import pytest

from hisparse_fix.formats.python.source import Source
from hisparse_fix.formats.python.spans import char_spans, provider_spans
from tests.test_tree_walk import _parsed, _sources

EDGES = [
    ("empty", ""),
    ("a newline only", "\n"),
    ("no trailing newline", "x = 1"),
    ("comments only", "# one\n\n# two\n"),
    ("wide characters", "s = 'é€😀'  # ü\nt = f\"{s!r:>{9}} ✓\"\n"),
    ("CRLF and tabs", "if a:\r\n\tb = [\r\n\t\t1,\r\n\t]\r\n"),
    (
        "decorated and nested",
        "@d(1)\nclass A(B, metaclass=M):\n    @p\n"
        "    def f(self, *a, **k) -> int:\n        return (yield)\n",
    ),
    ("a form feed", "x = 1\n\f\ny = 2\n"),
    ("a line continuation", "x = 1 + \\\n    2\n"),
]


@pytest.mark.parametrize(("name", "text"), _sources() + EDGES, ids=lambda value: str(value)[:60])
def test_char_spans_are_the_providers_in_characters(name: str, text: str) -> None:
    module = _parsed(text)
    if module is None:
        pytest.skip("libcst does not read it")
    expected = provider_spans(module)
    assert char_spans(module) == expected, name
    assert expected, name


def test_a_span_is_the_text_of_its_node() -> None:
    """Through `Source`: a BOM before the code and a wide character before the node."""
    text = "\ufeffx = 'é'\ncall('--kv-cache-dtype', value)\n"
    source = Source(text)
    call = source.module.body[1].body[0].value
    assert isinstance(call, cst.Call)
    span = source.span(call)
    assert text[span.start : span.end] == "call('--kv-cache-dtype', value)"
    argument = call.args[0].value
    span = source.span(argument)
    assert text[span.start : span.end] == "'--kv-cache-dtype'"


def test_a_codegen_asking_for_more_falls_back_to_the_provider(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A libcst whose codegen asks the state for something it lacks gets its own
    provider's spans, the same."""
    from hisparse_fix.formats.python import spans

    def missing(self, value):  # type: ignore[no-untyped-def]
        raise AttributeError("a method of a later libcst")

    module = cst.parse_module("x = call('a', b)\n")
    monkeypatch.setattr(spans._SpanState, "add_token", missing)
    assert spans.char_spans(module) == provider_spans(module)
