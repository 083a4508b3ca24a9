"""A notebook document's cells as one notebook's JSON, and each character placed back."""

from __future__ import annotations

import json

import hisparse_fix
from hisparse_fix.server import checks
from hisparse_fix.server.sources import Document, cell_texts, notebook_source
from hisparse_fix.vocabulary.text_positions import Lines

CELLS = [
    Document("nb#0", 'print("a\\tb")\n\t# é 🚀 \\ "q"\n'),
    Document("nb#1", ""),
    Document(
        "nb#2",
        '# ü\n!python3 -m sglang.launch_server --enable-hisparse --served-model-name "🚀" '
        "--disable-radix-cache --kv-cache-dtype fp8_e5m2\n",
    ),
]


def test_the_cells_are_a_notebook_whose_every_character_is_placed_in_its_cell() -> None:
    source = notebook_source("nb", CELLS, None)
    assert json.loads(source.text)["metadata"]["kernelspec"]["language"] == "python"
    assert cell_texts(source.text) == [cell.text for cell in CELLS]
    for cell, starts in zip(CELLS, source.starts, strict=True):
        assert len(starts) == len(cell.text) + 1
        for index, offset in enumerate(starts[:-1]):
            place = source.place(offset)
            assert (place.uri, place.offset) == (cell.uri, index)
            written = source.text[offset : starts[index + 1]]
            assert json.loads(f'"{written}"') == cell.text[index]


def test_a_changed_notebook_is_edits_of_the_cells_it_changes() -> None:
    source = notebook_source("nb", CELLS, None)
    changed = source.with_text("nb#2", CELLS[2].text.replace("e5m2", "e4m3"))
    edits = source.edits(changed.text)
    assert set(edits) == {"nb#2"}
    assert hisparse_fix.apply_edits(CELLS[2].text, edits["nb#2"]) == changed.documents[2].text


def test_a_finding_in_a_cell_is_placed_on_its_text() -> None:
    source = notebook_source("nb", CELLS, None)
    checked = checks.run(source, hisparse_fix.Settings())
    (placed,) = checked.placed
    assert (placed.finding.code, placed.uri) == ("HSF002", "nb#2")
    lines = Lines(CELLS[2].text)
    shown = CELLS[2].text[lines.offset(placed.range.start) : lines.offset(placed.range.end)]
    assert shown == "--kv-cache-dtype fp8_e5m2"
    fixed = source.edits(checked.result.text if checked.result else "")
    assert hisparse_fix.apply_edits(CELLS[2].text, fixed["nb#2"]).endswith("fp8_e4m3\n")
