"""Layer 1b (TESTING.md section 4b): every example notebook runs top to bottom in a kernel.

nbclient runs no JavaScript: this proves the Python side of the examples, and that each
widget put its final ``_table`` in the notebook's widget state.
"""

from __future__ import annotations

import os
import pathlib

import nbformat
import pytest
from nbclient import NotebookClient

from solitaire_widget.i18n import catalogue

ROOT = pathlib.Path(__file__).resolve().parents[1]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
NOTEBOOKS = sorted((ROOT / "examples").glob("*.ipynb"))


def run(path: pathlib.Path) -> nbformat.NotebookNode:
    nb = nbformat.read(path, as_version=4)
    env_path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    os.environ["PYTHONPATH"] = env_path  # the kernel runs in examples/: an absolute path
    NotebookClient(
        nb,
        timeout=120,
        kernel_name="python3",
        store_widget_state=True,
        resources={"metadata": {"path": str(path.parent)}},
    ).execute()
    return nb


_EXECUTED: dict[pathlib.Path, nbformat.NotebookNode] = {}


def executed(path: pathlib.Path) -> nbformat.NotebookNode:
    """Each notebook runs once per session, however many tests look at it."""
    if path not in _EXECUTED:
        _EXECUTED[path] = run(path)
    return _EXECUTED[path]


def widget_tables(nb) -> list[dict]:
    state = nb.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    return [m["state"]["_table"] for m in state.values() if "_table" in m.get("state", {})]


def test_there_are_example_notebooks():
    assert any(p.name == "01_play.ipynb" for p in NOTEBOOKS)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_example_notebook_runs(path, library_path):
    assert os.environ["SOLITAIRE_WIDGET_LIBRARY"] == library_path  # the kernel inherits it
    nb = executed(path)
    outputs = [o for c in nb.cells for o in c.get("outputs", [])]
    assert not [o for o in outputs if o.get("output_type") == "error"]
    assert any(WIDGET_VIEW in o.get("data", {}) for o in outputs)
    for table in widget_tables(nb):
        assert table["version"] >= 1 and table["piles"]


def test_play_notebook_state():
    nb = executed(ROOT / "examples" / "01_play.ipynb")
    tables = widget_tables(nb)
    by_variant = {}
    for t in tables:
        by_variant.setdefault(t["variant"], []).append(t)
    assert set(by_variant) == {"klondike32", "matrimony", "klondike"}
    assert by_variant["klondike32"][0]["lang"] == "it"
    assert by_variant["matrimony"][0]["labels"]["undo"] == "Ongedaan maken"
    # the Klondike game: t1-t7 played from Python, s-w played and undone on the engine
    klondike = [t for t in by_variant["klondike"] if t["deal"] == 1]
    assert len(klondike) == 2  # the widget and the resumed copy
    assert all(t["move_count"] == 1 for t in klondike)
    assert all(t["last_move"] == {"src": "t1", "dst": "t7", "count": 1} for t in klondike)
    stdout = [o for c in nb.cells for o in c.get("outputs", []) if o.get("name") == "stdout"]
    text = "".join(o["text"] for o in stdout)
    assert "can't fill the empty pile 1" in text  # the illegal move's reason was printed


@pytest.mark.parametrize(
    ("name", "langs", "pages", "titles"),
    [
        (
            "06_matrimony_exercises.ipynb",
            ("nl", "pt", "en"),
            "huwelijk-werkblad-{}.html",
            {"Opgave", "Exercício"},
        ),
        ("07_solitario_exercises.ipynb", ("it", "en"), "scheda-solitario-{}.html", {"Esercizio"}),
    ],
)
def test_exercise_notebooks(name, langs, pages, titles):
    """Exercises judged in the lesson's languages, a worksheet saved, exported and marked
    (in a temp folder: nothing is written next to the notebooks), the exercise table."""
    nb = executed(ROOT / "examples" / name)
    written = [p.name for p in (ROOT / "examples").iterdir() if p.suffix in (".html", ".json")]
    assert written == []
    stdout = "".join(
        o["text"] for c in nb.cells for o in c.get("outputs", []) if o.get("name") == "stdout"
    )
    for lang in langs:
        assert f"[{lang}]" in stdout and pages.format(lang) in stdout
    for lang in langs[:2]:  # the teacher's summary table, in the worksheet's language and one more
        assert f"| {catalogue(lang)['worksheet.summary.student']} |" in stdout
    state = nb.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    bands = [m["state"]["_exercise"] for m in state.values() if m["state"].get("_exercise")]
    # the exercise tables ask in the notebook's languages (nbclient answers nothing)
    assert {b["labels"]["title"] for b in bands} == titles
    assert all(b["state"] == "asking" and b["text"] for b in bands)
