"""Changing a field of a record, whether it is a named tuple or a frozen dataclass."""

from __future__ import annotations

import pytest

from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Option, Span


def test_a_named_tuple_record_is_copied_with_the_change() -> None:
    span = Span(1, 4)
    moved = replace(span, end=9)
    assert moved == Span(1, 9) and type(moved) is Span
    assert span == Span(1, 4)


def test_a_dataclass_record_is_copied_with_the_change() -> None:
    site = LaunchSite((Option("enable-hisparse", None, Span(0, 17)),), Span(0, 40))
    opened = replace(site, open=True)
    assert opened.open and opened.options == site.options and type(opened) is LaunchSite
    assert not site.open


@pytest.mark.parametrize(
    "record", [Span(0, 1), LaunchSite((), Span(0, 1))], ids=["named tuple", "dataclass"]
)
def test_a_field_the_record_does_not_have_is_an_error(record: object) -> None:
    with pytest.raises((TypeError, ValueError)):
        replace(record, no_such_field=1)
