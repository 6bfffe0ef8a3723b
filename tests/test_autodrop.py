"""Autodrop (solitaire_widget.autodrop): which cards are safe to send home, the lines
``"safe"`` and ``"all"`` play, and the widget's autodrop as engine moves undone one by one.

The rule is written out in docs/scoring.md ("Autodrop"); the page's part is in
tests/test_controls_browser.py.
"""

from __future__ import annotations

import itertools

import pytest
import traitlets

import solitaire_widget as sw
from solitaire_widget import Game, Move
from solitaire_widget import autodrop as ad
from solitaire_widget import scoring as sc
from solitaire_widget.cards import COLOUR_OF, RANK_OF
from solitaire_widget.widget import SolitaireWidget

from .test_controls import (
    home_moves,
    on_foundations,
    random_positions,
    table,
    winning_line_positions,
)
from .test_widget import send


def test_the_names_stay_importable_from_scoring():
    """autodrop lived in scoring.py first: code that imported it from there still works."""
    for name in ("AUTODROP", "check_autodrop", "is_safe", "autodrop_moves"):
        assert getattr(sc, name) is getattr(ad, name)


# ---------------------------------------------------------------------------- autodrop


def klondike_rule_safe(g: Game, move: Move) -> bool:
    """The classic Klondike rule, written out on its own: an Ace or a 2, or both
    opposite-colour cards one rank lower already home."""
    card = g.piles[move.src].top
    if card.rank <= 2:
        return True
    home = on_foundations(g)
    needed = [
        c for c in range(52) if RANK_OF[c] == card.rank - 1 and COLOUR_OF[c] != COLOUR_OF[card.code]
    ]
    return all(c in home for c in needed)


def solitario_rule_safe(g: Game, move: Move) -> bool:
    """Solitario (7 8 9 10 J Q K, Aces apart): a 7 takes nothing, an Ace is not built on;
    else both opposite-colour cards one step lower in that order are home."""
    card = g.piles[move.src].top
    order = (7, 8, 9, 10, 11, 12, 13)
    if card.rank in (1, 7):
        return True
    lower = order[order.index(card.rank) - 1]
    home = on_foundations(g)
    needed = [c for c in range(52) if RANK_OF[c] == lower and COLOUR_OF[c] != COLOUR_OF[card.code]]
    return all(c in home for c in needed)


@pytest.mark.parametrize(
    ("variant", "options", "oracle"),
    [
        ("klondike", {"draw_count": 1}, klondike_rule_safe),
        ("klondike32", {}, solitario_rule_safe),
    ],
)
def test_safe_is_the_written_rule(variant, options, oracle):
    checked = {True: 0, False: 0}
    positions = itertools.chain(
        random_positions(variant, range(1, 9), 150, **options),
        winning_line_positions(variant, range(1, 5), **options),
    )
    for g in positions:
        for m in home_moves(g):
            assert ad.is_safe(g, m) == oracle(g, m), (g.position(), str(m))
            checked[oracle(g, m)] += 1
    assert checked[True] > 10 and checked[False] > 10  # both answers were exercised


def test_draw_3_waste_cards_are_not_safe_and_matrimony_cards_are():
    for g in random_positions("klondike", range(1, 6), 150, draw_count=3):
        for m in home_moves(g):
            if m.src == "waste":
                assert not ad.is_safe(g, m)
    n = 0
    for g in random_positions("matrimony", range(1, 4), 80):
        for m in home_moves(g):
            assert ad.is_safe(g, m)
            n += 1
    assert n > 0


def test_all_sends_everything_possible_and_safe_a_part_of_it():
    for g in random_positions("klondike", range(1, 6), 120, draw_count=1):
        before = g.position()
        line = ad.autodrop_moves(g, "all")
        assert g.position() == before  # the game itself is not changed
        h = g.copy()
        for m in line:
            h.play(m)  # each one legal in turn
        assert home_moves(h) == []
        safe = ad.autodrop_moves(g, "safe")
        s = g.copy()
        for m in safe:
            assert ad.is_safe(s, m)
            s.play(m)
        assert all(not ad.is_safe(s, m) for m in home_moves(s))
    assert ad.autodrop_moves(Game("klondike", seed=1), "off") == []
    with pytest.raises(ValueError, match="unknown autodrop 'some'"):
        ad.autodrop_moves(Game("klondike", seed=1), "some")


@pytest.mark.parametrize(
    ("variant", "options"), [("klondike32", {}), ("klondike", {"draw_count": 1})]
)
def test_safe_autodrop_keeps_a_winnable_game_winnable(variant, options):
    """A sample of winnable positions (on the solver's winning lines) with a safe card to
    send home: after the safe autodrop the solver still wins (never a proven loss)."""
    checked = 0
    for i, g in enumerate(winning_line_positions(variant, range(1, 6), **options)):
        line = ad.autodrop_moves(g, "safe")
        if not line or i % 3:  # every third such position: a sample, in seconds
            continue
        for m in line:
            g.play(m)
        after = sw.solve(g, budget={"seconds": 3})
        assert after.status != "lost", (g.position(), [str(m) for m in line])
        checked += after.status == "won"
    assert checked >= 10


def test_widget_autodrop_plays_engine_moves_undone_one_by_one():
    w = SolitaireWidget("klondike", seed=1, library=None, draw_count=1, autodrop="all")
    assert w.get_state()["autodrop"] == "all"
    for _ in range(40):  # the stock, until a card goes home by itself
        n = len(w.game.moves)
        send(w, {"kind": "stock", "version": w._version})
        if len(w.game.moves) > n + 1:
            break
    dropped = w.game.moves[n + 1 :]
    assert dropped and all(m.dst.startswith("f") for m in dropped)
    assert home_moves(w.game) == []
    assert table(w)["move_count"] == len(w.game.moves)
    w.undo()
    assert len(w.game.moves) == n + len(dropped)  # one autodropped move taken back, not all
    # undo does not drop the card again (that would undo the undo)
    assert home_moves(w.game) != []
    w.autodrop = "off"
    w.autodrop = "all"  # set from Python: the cards go home now
    assert home_moves(w.game) == []
    with pytest.raises(traitlets.TraitError, match="accepted: off, safe, all"):
        w.autodrop = "yes"


def test_all_leaves_a_card_taken_back_from_a_foundation_until_it_is_home_again():
    # "all" sent the card straight home: the player's move undone by the table, at 5
    # points (standard) and two moves a try
    w = SolitaireWidget("klondike", seed=1, library=None, draw_count=1, scoring="standard")
    g = w.game
    line = (  # random play to a position where a foundation's 2 may come back
        "t1-t7 t5-t1 t5-f1 t3-f1 s-w w-t1 s-w w-t5 s-w w-t7 s-w t5-t7x2 t7-t5 t5-t7 "
        "t7-t5 s-w w-f2 s-w s-w w-f3 t5-t7 t7-t5 w-t2 f3-t4 t4-f3 f3-t4 t4-f3 s-w t5-t7 "
        "t7-t5 t5-t7 s-w f3-t4 t4-f3 s-w t7-t5 f3-t4 t4-f3 s-w t5-t7 t7-t5 t5-t7 t7-t5 "
        "t5-t7 s-w f3-t4 t4-f3 t7-t5 t5-t7 s-w f3-t4 t4-f3 t7-t5 t5-t7 s-w w-f1"
    )
    for x in line.split():
        g.play(x)
    w.autodrop = "all"
    back = [m for m in g.legal_moves() if m.src.startswith("f") and m.dst.startswith("t")]
    m = back[0]
    card = g.piles[m.src].top
    n, score = len(g.moves), w.score
    send(w, {"kind": "move", "src": m.src, "dst": m.dst, "count": 1, "version": w._version})
    assert g.moves[n:] == [m] and g.piles[m.dst].top == card
    assert w.score == score - 15
    # another move: the card still stays (until it goes home by the player's hand)
    send(w, {"kind": "stock", "version": w._version})
    assert card in g.piles[m.dst].cards
    home = next(x for x in g.legal_moves() if x.dst.startswith("f") and x.src == m.dst)
    w.play(home)
    assert g.piles[home.dst].top == card
