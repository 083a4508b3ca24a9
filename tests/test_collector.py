"""The collector runs less often while a file is judged, and as before once it is done."""

from __future__ import annotations

import gc

from hisparse_fix.engine.collector import fewer_collections
from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.sglang.settings import Settings


def test_the_thresholds_are_raised_while_judging_and_put_back_after_the_last() -> None:
    before = gc.get_threshold()
    with fewer_collections():
        raised = gc.get_threshold()
        with fewer_collections():
            assert gc.get_threshold() == raised
        assert gc.get_threshold() == raised  # an inner judgement ending does not lower it
    assert raised[0] > before[0]
    assert raised[1:] == before[1:]
    assert gc.get_threshold() == before


def test_judging_a_file_leaves_the_thresholds_as_they_were() -> None:
    before = gc.get_threshold()
    text = "python -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    fixed = fix_text(text, BY_NAME["shell"], Settings())
    assert "fp8_e4m3" in fixed.text
    assert gc.get_threshold() == before


def test_a_judgement_that_raises_puts_the_thresholds_back() -> None:
    before = gc.get_threshold()
    try:
        with fewer_collections():
            raise KeyError("a reader's bug")
    except KeyError:
        pass
    assert gc.get_threshold() == before
