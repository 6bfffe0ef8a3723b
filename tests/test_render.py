"""Pictures of a position without a widget: ``str(game)`` text and the SVG card table."""

from __future__ import annotations

import math
import random
import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

import solitaire_widget as sw
from solitaire_widget.cards import Card
from solitaire_widget.render import FACE_DOWN, SvgWrapper, svg, text

NS = {"svg": "http://www.w3.org/2000/svg"}
VARIANTS = ("klondike32", "matrimony", "klondike")


def _random_game(variant: str, seed: int, moves: int, **options: object) -> sw.Game:
    g = sw.Game(variant, seed=seed, **options)
    rnd = random.Random(seed)
    for _ in range(moves):
        legal = g.legal_moves()
        if not legal:
            break
        g.play(rnd.choice(legal))
    return g


def _greedy_to_the_end(g: sw.Game) -> sw.Game:
    """Send cards to the foundations whenever one can go, else use the stock."""
    for _ in range(2000):
        if g.is_won():
            break
        legal = g.legal_moves()
        home = [m for m in legal if m.dst.startswith("f") and not m.src.startswith("f")]
        g.play(home[0] if home else legal[-1])
    return g


def _won_game(variant: str) -> sw.Game:
    """A won position, reached by play from a deck built so that greedy play wins.

    Klondike family: the deck from the last card the foundations need to the first, so
    every pile holds, from the top down, cards needed in that order. Matrimony: the
    deck in the order the foundations take the cards (f1's, the one ♦ pile built up,
    last, so it never competes with f2 for a ♦).
    """
    rules = sw.Game(variant, seed=1).rules
    seqs = []
    for f in rules.foundations:
        rank, seq = f.base_rank, []
        for _ in range(f.size):
            seq.append(rank)
            rank = f.next_rank(rank)
        seqs.append((f, seq))
    if rules.layout == "matrimony":
        order: list[Card] = []
        for k in range(13):
            for f, seq in seqs[1:]:
                if k >= int(f.preplaced) and k < len(seq):
                    order.append(Card(seq[k], f.base_suit))
        f1, seq1 = seqs[0]
        order += [Card(r, f1.base_suit) for r in seq1[1:]]
        deck = order
    else:
        ranks = seqs[0][1]
        deck = [Card(r, s) for r in reversed(ranks) for s in "CDHS"]
    g = _greedy_to_the_end(sw.Game(variant, deck=deck))
    assert g.is_won(), f"the greedy line did not win {variant}"
    return g


def _positions() -> list[tuple[str, sw.Game]]:
    out = []
    for v in VARIANTS:
        out.append((f"{v}-start", sw.Game(v, seed=11)))
        out.append((f"{v}-mid", _random_game(v, 11, 40)))
    out.append(("klondike-draw3-mid", _random_game("klondike", 5, 70, draw_count=3)))
    out.append(("klondike32-up-mid", _random_game("klondike32", 8, 50, tableau_direction="up")))
    out.append(("matrimony-redeal", _random_game("matrimony", 3, 400)))
    return out


POSITIONS = _positions()
IDS = [name for name, _ in POSITIONS]


@pytest.fixture(scope="module")
def won() -> dict[str, sw.Game]:
    return {v: _won_game(v) for v in VARIANTS}


def _face_up(g: sw.Game) -> Counter[str]:
    """Every face-up card (codes), stock excluded."""
    out: Counter[str] = Counter()
    for pid, p in g.piles.items():
        if pid != "stock":
            out.update(c.code2 for c in p.face_up)
    return out


def _face_down(g: sw.Game) -> Counter[str]:
    out: Counter[str] = Counter()
    for p in g.piles.values():
        out.update(c.code2 for c in p.cards[: p.face_down])
    return out


def _must_show(g: sw.Game) -> Counter[str]:
    """What a picture must show: every pile's top card, and Klondike's fanned face-up cards."""
    out: Counter[str] = Counter()
    for pid, p in g.piles.items():
        if pid == "stock" or not p.cards:
            continue
        if g.rules.layout == "klondike" and pid.startswith("t"):
            out.update(c.code2 for c in p.face_up)
        elif p.face_down < len(p.cards):
            out[p.cards[-1].code2] += 1
    return out


def _svg_cards(picture: str) -> Counter[str]:
    root = ET.fromstring(picture)
    return Counter(el.get("data-card") for el in root.iter() if el.get("data-card"))


# ------------------------------------------------------------------ text
@pytest.mark.parametrize(("name", "g"), POSITIONS, ids=IDS)
def test_text_shows_every_visible_card(name: str, g: sw.Game) -> None:
    t = str(g)
    assert t == text(g)
    assert t.splitlines()[0].startswith(g.rules.name)
    for code in _must_show(g):
        assert str(Card.parse(code)) in t, f"{name}: {Card.parse(code)} missing from\n{t}"
    if g.rules.layout == "klondike":
        face_down = sum(p.face_down for pid, p in g.piles.items() if pid.startswith("t"))
        assert t.count(FACE_DOWN) == face_down
        assert f"stock {len(g.piles['stock'].cards)}" in t


@pytest.mark.parametrize(("name", "g"), [p for p in POSITIONS if "matrimony" not in p[0]])
def test_text_hides_face_down_cards(name: str, g: sw.Game) -> None:
    t = text(g)
    hidden = set(_face_down(g)) - set(_face_up(g))
    assert hidden, "a position with hidden cards is needed for this test"
    for code in hidden:
        assert str(Card.parse(code)) not in t


def test_text_matrimony_rows_and_counts() -> None:
    g = _random_game("matrimony", 3, 60)
    lines = text(g).splitlines()
    assert any(line.split()[:1] == ["t1"] and line.split()[-1] == "t8" for line in lines)
    assert any(line.split()[:1] == ["t9"] and line.split()[-1] == "t16" for line in lines)
    bases = next(line for line in lines if "Q♦↑" in line)
    assert bases.split() == ["Q♦↑", "J♦↓", "J♥↓", "J♥↓", "10♠↓", "10♠↓", "10♣↓", "10♣↓"]
    t = "\n".join(lines)
    for pid in ("t1", "t9", "f3"):
        p = g.piles[pid]
        if p.cards:
            assert f"{p.top}×{len(p.cards)}" in t


def test_text_klondike_columns_line_up() -> None:
    g = sw.Game("klondike", seed=1)
    lines = text(g).splitlines()
    header = lines[2]
    col = header.index("t7")
    # pile 7 has six face-down cards and its face-up top in the 7th row
    for row in range(6):
        assert lines[3 + row][col : col + 2] == FACE_DOWN
    assert lines[9].strip() == str(g.piles["t7"].top)


# ------------------------------------------------------------------ SVG
@pytest.mark.parametrize(("name", "g"), POSITIONS, ids=IDS)
def test_svg_parses_and_shows_what_it_should(name: str, g: sw.Game) -> None:
    picture = svg(g)
    root = ET.fromstring(picture)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("data-variant") == g.variant
    shown = _svg_cards(picture)
    # everything it draws is a face-up card (as many copies as there are, Matrimony's too)
    assert not shown - _face_up(g), f"{name}: draws cards that are not face up"
    assert not _must_show(g) - shown, f"{name}: misses {_must_show(g) - shown}"
    # a face-down card's identity is nowhere in the SVG
    hidden = set(_face_down(g)) - set(_face_up(g))
    titles = {el.findtext("svg:title", namespaces=NS) for el in root.iter() if el.get("data-card")}
    for code in hidden:
        assert code not in shown and str(Card.parse(code)) not in titles
        if g.rules.layout == "klondike":  # (Matrimony's empty foundations name their base)
            assert str(Card.parse(code)) not in picture
    # every foundation and tableau pile is drawn, as a card or an empty slot
    backs = root.findall(".//svg:g[@class='card back']", NS)
    assert backs or not any(p.face_down for p in g.piles.values())
    slots = {el.get("data-pile") for el in root.iter() if el.get("class") == "slot"}
    for pid, p in g.piles.items():
        if not p.cards and pid != "stock":
            assert pid in slots


@pytest.mark.parametrize(("name", "g"), POSITIONS, ids=IDS)
def test_svg_show_face_down_reveals_the_tableau(name: str, g: sw.Game) -> None:
    picture = svg(g, show_face_down=True)
    shown = _svg_cards(picture)
    ET.fromstring(picture)
    for pid, p in g.piles.items():
        if pid.startswith("t") and g.rules.layout == "klondike":
            for c in p.cards:
                assert shown[c.code2] >= 1, f"{name}: {c} not shown with show_face_down"
    # the stock stays hidden: every card drawn lies outside the stock
    outside: Counter[str] = Counter()
    for pid, p in g.piles.items():
        if pid != "stock":
            outside.update(c.code2 for c in p.cards)
    assert not shown - outside


def test_svg_marks_revealed_cards() -> None:
    g = sw.Game("klondike", seed=2)
    root = ET.fromstring(svg(g, show_face_down=True))
    revealed = [el for el in root.iter() if el.get("class") == "card face-down-shown"]
    assert len(revealed) == g.face_down_count() == 21


def test_svg_is_deterministic_and_sized() -> None:
    g = _random_game("klondike32", 4, 30)
    a, b = svg(g), svg(g.copy())
    assert a == b
    assert svg(g, fluid=True) == g._repr_svg_()
    root = ET.fromstring(svg(g, width=430))
    vb = [float(x) for x in root.get("viewBox").split()]
    assert float(root.get("width")) == 430
    assert float(root.get("height")) == pytest.approx(430 * vb[3] / vb[2], abs=0.01)
    natural = ET.fromstring(a)
    assert 800 <= float(natural.get("width")) <= 900
    for bad in (0, -5, True, "wide", math.inf, math.nan, 100_001, 10**400, 10**5000):
        with pytest.raises(ValueError, match="width must be a number of pixels"):
            svg(g, width=bad)  # type: ignore[arg-type]
    assert float(ET.fromstring(svg(g, width=100_000)).get("width")) == 100_000


def test_a_notebook_picture_fits_its_cell() -> None:
    """JupyterLab draws an SVG output as an <img> it does not shrink: a notebook's picture
    has no fixed size (the viewBox keeps its shape), and the inline HTML one is capped at the
    cell's width."""
    g = sw.Game("matrimony", seed=3)
    fluid = ET.fromstring(g._repr_svg_())
    assert fluid.get("width") is None and fluid.get("height") is None
    assert len(fluid.get("viewBox").split()) == 4
    assert g._repr_svg_() == svg(g, width=300, fluid=True)  # fluid ignores the width
    html = svg(g)._repr_html_()
    assert html.startswith('<svg style="max-width:100%;height:auto" ')
    assert ET.fromstring(html).get("width") == ET.fromstring(svg(g)).get("width")


def test_svg_self_contained() -> None:
    for _, g in POSITIONS[:3]:
        picture = svg(g)
        assert "http://" not in picture.replace("http://www.w3.org/", "")
        assert "https://" not in picture and "@import" not in picture and "<image" not in picture


def test_svg_matrimony_layout() -> None:
    g = sw.Game("matrimony", seed=42)
    root = ET.fromstring(svg(g))
    cards = root.findall(".//svg:g[@data-card]", NS)
    # 16 tops + the two preplaced foundations (+ bases moved home by the deal)
    on_foundations = sum(1 for pid, p in g.piles.items() if pid.startswith("f") and p.cards)
    tops = sum(1 for pid, p in g.piles.items() if pid.startswith("t") and p.cards)
    assert len(cards) == on_foundations + tops

    def xy(el: ET.Element) -> tuple[float, float]:
        x, y = el.get("transform")[len("translate(") : -1].split()
        return float(x), float(y)

    at = {el.get("data-pile"): xy(el) for el in cards}
    assert {el.get("data-card") for el in cards if el.get("data-pile") == "f1"} == {"QD"}
    for j in range(1, 9):
        top, bottom = at[f"t{j}"], at[f"t{j + 8}"]
        assert top[1] < bottom[1] and top[0] == pytest.approx(bottom[0])  # two rows of 8
        assert at["f1"][1] < top[1]  # foundations on top
        if j > 1:
            assert at[f"t{j - 1}"][0] < top[0]
    assert at["f1"][0] == pytest.approx(at["t1"][0])
    labels = "".join(root.itertext())
    assert "J♥" in labels and "↓" in labels and "↑" in labels


def test_svg_klondike_layout() -> None:
    g = sw.Game("klondike", seed=9)
    root = ET.fromstring(svg(g))
    stock = root.find(".//svg:g[@data-pile='stock']", NS)
    slots = {el.get("data-pile"): el for el in root.iter() if el.get("class") == "slot"}
    x_stock = float(stock.get("transform")[len("translate(") :].split()[0])
    x_waste = float(slots["waste"].get("transform")[len("translate(") :].split()[0])
    x_f1 = float(slots["f1"].get("transform")[len("translate(") :].split()[0])
    assert x_stock < x_waste < x_f1
    assert "A→K" in "".join(root.itertext())


def test_won_positions(won: dict[str, sw.Game]) -> None:
    for variant, g in won.items():
        assert "won" in text(g).splitlines()[0]
        picture = svg(g)
        shown = _svg_cards(picture)
        tops = Counter(p.top.code2 for pid, p in g.piles.items() if pid.startswith("f"))
        assert shown == tops, variant
        assert not ET.fromstring(picture).findall(".//svg:g[@class='card back']", NS)


def test_svg_wrapper_displays() -> None:
    w = svg(sw.Game("klondike32", seed=1))
    assert isinstance(w, SvgWrapper) and isinstance(w, str)
    assert w._repr_svg_() == str(w)
    assert w._repr_html_() == str(w).replace("<svg ", '<svg style="max-width:100%;height:auto" ', 1)


def test_render_imports_no_widget_code() -> None:
    import subprocess
    import sys

    code = (
        "import sys, solitaire_widget.render as r, solitaire_widget as sw;"
        "r.svg(sw.Game('matrimony', seed=1)); r.text(sw.Game('klondike', seed=1));"
        "bad = [m for m in ('anywidget', 'traitlets', 'ipywidgets') if m in sys.modules];"
        "assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_docstring_examples() -> None:
    import doctest

    from solitaire_widget import render

    result = doctest.testmod(render, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 5 and result.failed == 0


@pytest.mark.browser
def test_svg_draws_in_chromium(page) -> None:  # noqa: ANN001 - pytest-playwright's Page
    """The suits, cards and badges really draw (not only parse) in a browser."""
    g = sw.Game("klondike32", seed=7)  # A♥ went home during the deal: f1 shows it
    assert g.piles["f1"].top == Card.parse("AH")
    page.set_content(f"<html><body style='margin:0'>{svg(g)}</body></html>")
    info = page.evaluate(
        """() => {
        const out = {cards: [], uses: 0, empty_uses: 0};
        for (const el of document.querySelectorAll('g[data-card]')) {
            const b = el.getBoundingClientRect();
            out.cards.push([el.dataset.card, el.dataset.pile, b.width, b.height]);
        }
        for (const u of document.querySelectorAll('use')) {
            const b = u.getBBox();
            out.uses += 1;
            if (!(b.width > 0 && b.height > 0)) out.empty_uses += 1;
        }
        const ace = document.querySelector('g[data-pile="f1"]').getBoundingClientRect();
        const hit = document.elementFromPoint(ace.x + ace.width / 2, ace.y + ace.height / 2);
        out.centre_fill = getComputedStyle(hit).fill;
        const felt = document.elementFromPoint(5, 5);
        out.felt = felt.tagName;
        return out;
    }"""
    )
    assert info["uses"] > 50 and info["empty_uses"] == 0
    assert len(info["cards"]) == sum(len(p.face_up) for p in g.piles.values())
    for code, pile, w, h in info["cards"]:
        assert w > 90 and h > 130, (code, pile, w, h)
    assert info["centre_fill"] == "rgb(198, 40, 40)"  # the Ace's big red heart
    assert info["felt"] == "rect"


@pytest.mark.browser
def test_a_hidden_picture_leaves_the_others_their_felt(page) -> None:  # noqa: ANN001
    """Two pictures in one page (a Replay's HTML, a worksheet), the first hidden (a
    collapsed output): the second's fills pointed at the first's ids and drew nothing."""
    import io

    from PIL import Image

    first, second = svg(sw.Game("klondike", seed=1)), svg(sw.Game("klondike", seed=2))
    page.set_content(
        "<html><body style='margin:0;background:#fff'>"
        f"<div style='display:none'>{first}</div><div id='shown'>{second}</div></body></html>"
    )
    shot = Image.open(io.BytesIO(page.locator("#shown svg").screenshot())).convert("RGB")
    r, g, b = shot.getpixel((shot.width // 2, shot.height - 60))  # the felt under the piles
    assert g > r + 40 and g > b + 20, (r, g, b)  # green, not the page's white or black


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("en", "Matrimony · deal 5 · 1 move"),
        ("it", "Matrimonio · partita 5 · 1 mossa"),
        ("nl", "Huwelijk · spel 5 · 1 zet"),
        ("pt", "Matrimónio · jogo 5 · 1 jogada"),
    ],
)
def test_title_line_speaks_the_games_language(lang: str, head: str) -> None:
    g = sw.Game("matrimony", seed=5, lang=lang)
    g.play("s-t")
    assert text(g).splitlines()[0] == head
    assert f">{head}</text>" in svg(g)  # the picture's footer says the same
    g.play("s-t")
    assert text(g).splitlines()[0].endswith({"en": "2 moves", "it": "2 mosse"}.get(lang, ""))


def test_every_word_of_the_text_picture_speaks_the_language() -> None:
    # the stock, waste and counter words were English whatever the language
    g = sw.Game("klondike", seed=1, lang="it", max_redeals=2)
    assert text(g).splitlines()[1].startswith("mazzo 24 (rigirate rimaste 2) · scarti")
    assert text(g, lang="pt").splitlines()[1].startswith("monte 24 (viradas restantes 2)")
    m = sw.Game("matrimony", seed=1, lang="nl")
    while m.piles["stock"].cards:
        m.play("s-t")
    assert text(m).splitlines()[1] == "voorraad 0 · stappen van het herdelen gedaan 0/16"
    for lang in ("it", "nl", "pt"):
        for game in (g, m):
            words = set(re.findall(r"[a-z-]{4,}", text(game, lang=lang)))
            assert not words & {"stock", "waste", "turn-overs", "redeal", "steps", "done"}


def test_a_picture_in_another_language_than_its_game() -> None:
    g = sw.Game("klondike32", seed=7)  # English
    assert text(g, lang="nl").splitlines()[0] == "Solitario (32 kaarten) · spel 7 · 0 zetten"
    assert ">Solitario (32 kaarten) · spel 7 · 0 zetten</text>" in svg(g, lang="nl")
    assert text(g).startswith("Solitario (32 cards)") and g.lang == "en"
    with pytest.raises(ValueError, match="language"):
        svg(g, lang="fr")


@pytest.mark.parametrize("bad", ["False", "no", 0, 1, None, [True]])
def test_switches_are_true_or_false(bad) -> None:  # noqa: ANN001
    # "False" is a true value: it drew every face-down card face up
    g = sw.Game("klondike", seed=1)
    with pytest.raises(ValueError, match="show_face_down is True or False"):
        svg(g, show_face_down=bad)
    with pytest.raises(ValueError, match="fluid is True or False"):
        svg(g, fluid=bad)
    with pytest.raises(ValueError, match="show_face_down is True or False"):
        sw.Replay(g).frames(show_face_down=bad)


def test_a_width_under_a_pixel_is_refused() -> None:
    g = sw.Game("klondike", seed=1)
    for bad in (0.004, 0.5, 0, -1):
        with pytest.raises(ValueError, match="width must be a number of pixels, 1 to"):
            svg(g, width=bad)
    assert 'width="1" ' in str(svg(g, width=1))
