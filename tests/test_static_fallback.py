"""The static picture in the widgets' display bundles (issue 8): hosts with no kernel and no
widget manager (nbconvert's HTML, GitHub, nbviewer) show the table as it was, and the
picture never shows a face-down card.
"""

from __future__ import annotations

import base64
import io
import json
import os
import pathlib
import re
import subprocess
import sys
from collections import Counter

import nbformat
import pytest
from nbclient import NotebookClient

import solitaire_widget as sw
from solitaire_widget import render
from solitaire_widget.replay_widget import ReplayWidget
from solitaire_widget.widget import SolitaireWidget

ROOT = pathlib.Path(__file__).resolve().parents[1]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
SVG = "image/svg+xml"


def hidden_codes(game) -> set[str]:
    """The two-character codes of the game's face-down cards."""
    return {c.code2 for p in game.piles.values() for c in p.cards[: p.face_down]}


def tableau_hidden(game) -> set[str]:
    """The face-down cards of the tableau (the stock is drawn as one back in any view)."""
    return {
        c.code2
        for pid, p in game.piles.items()
        if pid.startswith("t")
        for c in p.cards[: p.face_down]
    }


def face_up(game) -> Counter:
    """The game's face-up cards, as a multiset of codes."""
    return Counter(c.code2 for p in game.piles.values() for c in p.cards[p.face_down :])


def shown_codes(svg_text: str) -> set[str]:
    """The cards an SVG picture shows face up (``data-card`` of each drawn card)."""
    return set(re.findall(r'data-card="(\w\w)"', svg_text))


def played(variant: str = "klondike", seed: int = 5, n: int = 5, **options) -> sw.Game:
    g = sw.Game(variant, seed=seed, **options)
    for i in range(n):
        moves = g.legal_moves()
        g.play(moves[i % len(moves)])
    return g


# ---------------------------------------------------------------------------- the bundle


@pytest.mark.parametrize("variant", ["klondike", "klondike32", "matrimony"])
def test_the_bundle_keeps_the_widget_view_and_adds_the_picture(variant):
    g = played(variant)
    w = SolitaireWidget(g, library=None, live_status=False)
    bundle = w._repr_mimebundle_()
    data, meta = bundle if isinstance(bundle, tuple) else (bundle, {})
    assert data[WIDGET_VIEW]["model_id"] == w.model_id  # the live view, as anywidget gives it
    assert data[WIDGET_VIEW]["version_major"] == 2
    assert isinstance(meta, dict)
    assert data[SVG] == str(render.svg(g, fluid=True)) and data[SVG].startswith("<svg")
    assert data["text/plain"] == render.text(g)
    # the picture follows the game: after a move it is the new position
    w.play(g.legal_moves()[0])
    data = w._repr_mimebundle_()[0]
    assert data[SVG] == str(render.svg(w.game, fluid=True)) and data["text/plain"] == str(w.game)


def test_the_picture_speaks_the_widgets_language():
    g = played("klondike32", seed=7, n=0)  # an English game shown in Dutch
    w = SolitaireWidget(g, lang="nl", library=None, live_status=False)
    data = w._repr_mimebundle_()[0]
    head = "Solitario (32 kaarten) · spel 7 · 0 zetten"
    assert data["text/plain"].splitlines()[0] == head and f">{head}</text>" in data[SVG]
    w.lang = "it"
    assert w._repr_mimebundle_()[0]["text/plain"].startswith("Solitario (32 carte) · partita 7")
    r = ReplayWidget(g, lang="pt")
    assert r._repr_mimebundle_()[0]["text/plain"].startswith("Solitário (32 cartas) · jogo 7")
    assert "Solitario (32 carte) · partita 7" in sw.Replay(g, lang="it")._repr_html_()


@pytest.mark.parametrize("variant", ["klondike", "klondike32", "matrimony"])
def test_the_picture_shows_no_face_down_card(variant):
    g = played(variant, n=3)
    w = SolitaireWidget(g, library=None, live_status=False)
    data = w._repr_mimebundle_()[0]
    hidden = hidden_codes(g)
    if variant != "matrimony":  # Matrimony's piles are face up: only the stock is hidden
        assert hidden
    # every card drawn face up is a face-up card of the game (a multiset: Matrimony has
    # two of each card, one may be face up while its twin is in the stock)
    drawn = Counter(re.findall(r'data-card="(\w\w)"', data[SVG]))
    assert drawn and drawn <= face_up(g)
    assert 'class="card back"' in data[SVG]
    for code in hidden - set(face_up(g)):  # nor in the cards' titles
        card = sw.Card.parse(code)
        assert f"<title>{card}</title>" not in data[SVG]
    # the teacher's view (render.svg(show_face_down=True)) does show them: the check above
    # would see them
    assert shown_codes(str(render.svg(g, show_face_down=True))) >= tableau_hidden(g)


def test_the_replay_widget_bundle_shows_the_position_at_the_cursor():
    g = played("klondike32", seed=7, n=6)
    r = ReplayWidget(g)
    r.seek(2)
    data, _ = r._repr_mimebundle_()
    assert data[WIDGET_VIEW]["model_id"] == r.model_id
    at_two = r.replay.game
    assert data[SVG] == str(render.svg(at_two, fluid=True)) and data["text/plain"] == render.text(
        at_two
    )
    assert not shown_codes(data[SVG]) & hidden_codes(at_two)
    r.seek(-1)
    assert r._repr_mimebundle_()[0][SVG] == str(render.svg(r.replay.game, fluid=True)) != data[SVG]
    teacher = ReplayWidget(g, show_face_down=True)
    assert tableau_hidden(teacher.game)
    assert shown_codes(teacher._repr_mimebundle_()[0][SVG]) >= tableau_hidden(teacher.game)


@pytest.mark.parametrize("variant", ["klondike", "klondike32", "matrimony"])
def test_the_editor_bundle_shows_the_position_with_backs(variant):
    """The position editor shows face-down cards to the teacher live; its static picture
    (which a saved notebook hands to anyone) draws them as backs, as the table's does."""
    g = played(variant, n=3)
    ed = sw.edit(g)
    data, meta = ed._repr_mimebundle_()
    assert data[WIDGET_VIEW]["model_id"] == ed.model_id and isinstance(meta, dict)
    game = ed.game()
    assert data[SVG] == str(render.svg(game, fluid=True))
    assert data["text/plain"] == f"{render.text(game)}\nValid position"
    hidden = tableau_hidden(game)
    # nor in the text picture: the position text (which names every card) stays out of it
    text_hidden = {str(sw.Card.parse(c)) for c in hidden - set(face_up(game))}
    assert ed.position not in data["text/plain"]
    assert not any(name in data["text/plain"] for name in text_hidden)
    live = {c for p in ed._editor["piles"] if p["id"].startswith("t") for c in p["cards"]}
    if variant != "matrimony":
        assert hidden and hidden <= live  # the live editor has them
    assert not shown_codes(data[SVG]) & (hidden - set(face_up(game)))
    # the picture follows the edits
    ed.move("stock", "t1")
    after = ed._repr_mimebundle_()[0]
    assert after[SVG] != data[SVG] and ed.problem in after["text/plain"]


def test_the_editor_bundle_of_a_text_to_fix_shows_it_as_written():
    """A text with a card twice: the picture shows both copies and the text picture ends
    with what is wrong; fixed, it is the valid position's picture."""
    meant = sw.Game("klondike32", seed=3).position()
    variant, options, piles, counter = meant.split(" ")
    p = piles.split("/")
    x, y = p[-1][-2:], p[6][-2:]  # t7's top card written on t1 too (t1's is missing)
    p[6] = p[6][:-2] + x
    ed = sw.edit(f"{variant} {options} {'/'.join(p)} {counter}")
    data, _ = ed._repr_mimebundle_()
    assert re.findall(r'data-card="(\w\w)"', data[SVG]).count(x) == 2
    assert y not in shown_codes(data[SVG])  # in the stock, face down
    assert data["text/plain"].endswith(ed.problem) and "one too many" in ed.problem
    ed.remove("t1")
    ed.move("stock", "t1")
    assert ed.valid and ed._repr_mimebundle_()[0][SVG] == str(
        render.svg(sw.Game.from_position(meant), fluid=True)
    )


def test_the_editor_picture_of_a_draft_never_draws_a_card_marked_face_down():
    """A board that is no position yet (a face-down card above a face-up one, a face-down
    card on the waste) is drawn from what it says: every card drawn face up is one the
    board has face up."""
    import random

    rng = random.Random(7)
    for variant in ("klondike", "klondike32"):
        ed = sw.edit(sw.Game(variant, seed=1))
        b = ed._board
        for _ in range(25):
            tableau = [i for i, k in enumerate(b.kinds) if k == "tableau" and b.cards[i]]
            i = rng.choice(tableau)
            ed.flip(b.ids[i], rng.randrange(len(b.cards[i])))
            if rng.random() < 0.3 and b.cards[b.index["stock"]]:
                ed.move("stock", "waste")
            shown = Counter(re.findall(r'data-card="(\w\w)"', ed._repr_mimebundle_()[0][SVG]))
            up = Counter(
                sw.Card.from_code(c).code2
                for cards, ups in zip(b.cards, b.up, strict=True)
                for c, u in zip(cards, ups, strict=True)
                if u
            )
            assert shown <= up, (ed.position, shown - up)
        assert not ed.valid


def test_a_picture_that_cant_be_drawn_leaves_the_live_view(monkeypatch, caplog):
    w = SolitaireWidget("klondike", seed=1, library=None, live_status=False)

    def broken(*args, **kwargs):
        raise RuntimeError("no picture today")

    monkeypatch.setattr(render, "svg", broken)
    data = w._repr_mimebundle_()[0]
    assert WIDGET_VIEW in data and SVG not in data and "text/plain" in data
    assert "static picture" in caplog.text


# ---------------------------------------------------------------------------- exported


NOTEBOOK_CELLS = [
    "import solitaire_widget as sw\n"
    "w = sw.play('klondike', seed=5, library=None, live_status=False)\n"
    "for i in range(5):\n"
    "    w.play(w.game.legal_moves()[i % len(w.game.legal_moves())])\n"
    "w",
    "r = sw.ReplayWidget(w.game)\nr.seek(2)\nr",
]


def _execute(tmp_path: pathlib.Path, store_widget_state: bool) -> pathlib.Path:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in NOTEBOOK_CELLS])
    env_path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    os.environ["PYTHONPATH"] = env_path  # the kernel runs in tmp_path: an absolute path
    NotebookClient(
        nb,
        timeout=120,
        kernel_name="python3",
        store_widget_state=store_widget_state,
        resources={"metadata": {"path": str(tmp_path)}},
    ).execute()
    path = tmp_path / "table.ipynb"
    nbformat.write(nb, path)
    return path


def _nbconvert(path: pathlib.Path) -> str:
    """``jupyter nbconvert --to html`` (offline: nothing is fetched at conversion)."""
    subprocess.run(
        [sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", str(path)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    return path.with_suffix(".html").read_text(encoding="utf-8")


def _expected_games():
    g = sw.Game("klondike", seed=5)
    for i in range(5):
        g.play(g.legal_moves()[i % len(g.legal_moves())])
    r = sw.Replay(g.to_record())
    r.seek(2)
    return g, r.game


def test_nbconvert_html_shows_the_tables_as_they_were(tmp_path):
    """As a notebook saved from JupyterLab (no widget state by default) is exported, or
    shown on GitHub and nbviewer: the outputs hold the pictures, and the HTML shows them."""
    path = _execute(tmp_path, store_widget_state=False)
    nb = nbformat.read(path, as_version=4)
    (out1,), (out2,) = (c.outputs for c in nb.cells)
    game, at_two = _expected_games()
    assert out1["data"][SVG] == str(render.svg(game, fluid=True)) and WIDGET_VIEW in out1["data"]
    assert out2["data"][SVG] == str(render.svg(at_two, fluid=True))
    html = _nbconvert(path)
    # nbconvert writes an SVG output as an <img> with a base64 data URI (or inline)
    pictures = re.findall(r"<svg\b.*?</svg>", html, flags=re.S) + [
        base64.b64decode(b).decode("utf-8")
        for b in re.findall(r'src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"', html)
    ]
    tables = [p for p in pictures if "solitaire-table" in p]
    assert len(tables) == 2
    assert shown_codes(tables[0]) == shown_codes(str(render.svg(game)))
    assert shown_codes(tables[1]) == shown_codes(str(render.svg(at_two)))
    assert hidden_codes(game) and not shown_codes(tables[0]) & hidden_codes(game)
    assert hidden_codes(at_two) and not shown_codes(tables[1]) & hidden_codes(at_two)


def test_nbconvert_html_with_widget_state_uses_the_live_widget(tmp_path):
    """With the widget state saved in the notebook, nbconvert picks the widget view (drawn
    by the widget manager from a CDN when online); the state it embeds holds no face-down
    card either."""
    path = _execute(tmp_path, store_widget_state=True)
    html = _nbconvert(path)
    assert f'type="{WIDGET_VIEW}"' in html
    game, at_two = _expected_games()
    state = nbformat.read(path, as_version=4).metadata["widgets"]
    tables = [
        m["state"]["_table"]
        for m in state["application/vnd.jupyter.widget-state+json"]["state"].values()
        if "_table" in m.get("state", {})
    ]
    assert [t["move_count"] for t in tables] == [len(game.moves)]
    text = json.dumps(tables)
    assert not any(f'"{code}"' in text for code in hidden_codes(game))


def test_embed_minimal_html_carries_the_table_state():
    """``ipywidgets.embed.embed_minimal_html`` writes the widget's state and view for the
    html-manager (loaded from a CDN): the page holds the table snapshot, with no face-down
    card, and draws it when online. ipywidgets' page has no place for a static picture."""
    from ipywidgets.embed import embed_minimal_html

    g = played("klondike", n=4)
    w = SolitaireWidget(g, library=None, live_status=False)
    buf = io.StringIO()
    embed_minimal_html(buf, views=[w], title="table")
    page = buf.getvalue()
    assert f'"model_id": "{w.model_id}"' in page
    spec = re.search(
        r'<script type="application/vnd.jupyter.widget-state\+json">\s*(\{.*?\})\s*</script>',
        page,
        flags=re.S,
    )
    assert spec is not None
    models = json.loads(spec.group(1))["state"]
    table = models[w.model_id]["state"]["_table"]
    assert table["move_count"] == 4 and table["deal"] == g.seed
    text = json.dumps(table)
    assert hidden_codes(g) and not any(f'"{c}"' in text for c in hidden_codes(g))


def test_nbconvert_html_shows_the_editor_as_it_was(tmp_path):
    """A saved notebook with a position editor (no widget state): the output holds the
    picture of the position on the editor's table, and the exported HTML shows it."""
    cells = [
        "import solitaire_widget as sw\n"
        "ed = sw.edit('klondike', seed=6)\n"
        "ed.move('t7', 'waste')\n"
        "ed"
    ]
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    env_path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    os.environ["PYTHONPATH"] = env_path
    NotebookClient(
        nb,
        timeout=120,
        kernel_name="python3",
        store_widget_state=False,  # as JupyterLab saves by default
        resources={"metadata": {"path": str(tmp_path)}},
    ).execute()
    path = tmp_path / "editor.ipynb"
    nbformat.write(nb, path)
    (out,) = nbformat.read(path, as_version=4).cells[0].outputs
    ed = sw.edit("klondike", seed=6)
    ed.move("t7", "waste")
    assert not ed.valid  # t7's face-down top card: the picture is of the text as it lies
    assert WIDGET_VIEW in out["data"] and out["data"]["text/plain"].endswith(ed.problem)
    assert out["data"][SVG] == ed._repr_mimebundle_()[0][SVG]
    html = _nbconvert(path)
    pictures = re.findall(r"<svg\b.*?</svg>", html, flags=re.S) + [
        base64.b64decode(b).decode("utf-8")
        for b in re.findall(r'src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"', html)
    ]
    (table,) = [p for p in pictures if "solitaire-table" in p]
    assert shown_codes(table) == shown_codes(out["data"][SVG])
    hidden = {
        c
        for p in ed._editor["piles"]
        if p["id"].startswith("t")
        for c, u in zip(p["cards"], p["up"], strict=True)
        if not u
    }
    assert hidden and not shown_codes(table) & hidden
