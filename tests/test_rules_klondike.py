"""RULES.md §3 (klondike, 52 cards): each statement of the section and each option."""

from __future__ import annotations

from collections import Counter

import pytest

from solitaire_widget import Game
from solitaire_widget.cards import deck_52

from .helpers import crafted_deck, crafted_game, down, pile_text, refused, stock, up

V = "klondike"


def test_klondike_rule_01_deck_is_52_cards():
    g = Game(V, deck=crafted_deck(V, {}))
    assert Counter(c.code2 for c in g.deck) == Counter(c.code2 for c in deck_52())
    assert len(g.deck) == 52 and len({c.code2 for c in g.deck}) == 52


def test_klondike_rule_02_layout_row_by_row_top_card_face_up():
    deck = crafted_deck(V, {})
    g = Game(V, deck=deck)
    for i in range(1, 8):
        p = g.piles[f"t{i}"]
        assert len(p) == i and p.face_down == i - 1
        assert list(p.cards) == [deck[down(i, r)] for r in range(1, i + 1)]
    assert sum(len(g.piles[f"t{i}"]) for i in range(1, 8)) == 28


def test_klondike_rule_03_stock_is_the_24_left_and_the_waste_starts_empty():
    deck = crafted_deck(V, {})
    g = Game(V, deck=deck)
    assert len(g.piles["stock"]) == 24 and g.piles["waste"].cards == ()
    assert g.piles["stock"].cards[-1] == deck[28]  # first remaining card on top


def test_klondike_rule_04_no_ace_replacement_and_no_automatic_moves():
    g = crafted_game(V, {up(1): "AS", up(2): "AH", stock(0): "AD"})
    assert pile_text(g, "t1") == "A♠" and str(g.piles["t2"].top) == "A♥"
    assert all(not g.piles[f"f{k}"].cards for k in range(1, 5))
    assert g.deal_effects == ()
    assert g.play("s-w") == ()  # A♦ stays on the waste
    assert str(g.piles["waste"].cards[0]) == "A♦"
    # the player picks the slot: one move per empty foundation
    assert sorted(str(m) for m in g.legal_moves() if m.src == "t1") == [
        "t1-f1",
        "t1-f2",
        "t1-f3",
        "t1-f4",
    ]


def test_klondike_rule_04_foundations_build_up_in_suit_from_the_ace():
    placed = {up(1): "AS", up(2): "2S", up(3): "3S", up(4): "2H", up(5): "4S"}
    g = crafted_game(V, placed)
    assert (
        refused(g, "t2-f1") == "2♠ can't start foundation 1: an empty foundation takes only an Ace."
    )
    g.play("t1-f1")
    assert g.explain("t2-f1") == "2♠ can go on A♠ in foundation 1: a foundation builds up in suit."
    assert refused(g, "t4-f1") == "2♥ can't go on A♠: a foundation is built in one suit."
    assert refused(g, "t3-f1") == "3♠ can't go on A♠ in foundation 1: the next card there is 2♠."
    g.play("t2-f1")
    g.play("t3-f1")
    assert pile_text(g, "f1") == "A♠ 2♠ 3♠"


def test_klondike_rule_04_foundation_complete_at_king():
    # a whole suit laid out so it plays home: A..7 on t1..t7 tops, 8..K first in the stock
    placed = {up(i): f"{r}S" for i, r in enumerate("A234567", start=1)}
    placed.update({stock(k): f"{r}S" for k, r in enumerate("89TJQK")})
    g = crafted_game(V, placed, draw_count=1)
    for i in range(1, 8):
        g.play(f"t{i}-f1")
    for _ in range(6):
        g.play("s-w")
        g.play("w-f1")
    assert pile_text(g, "f1") == "A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠"
    assert len(g.piles["f1"]) == 13


def test_klondike_rule_05_tableau_down_in_alternating_colours_ace_on_a_two():
    placed = {up(1): "2S", up(2): "AH", up(3): "AC", up(4): "KD", up(5): "QD", up(6): "QC"}
    g = crafted_game(V, placed)
    assert g.is_legal("t2-t1")
    assert g.explain("t2-t1") == "A♥ can go on 2♠: the tableau builds down in alternating colours."
    assert (
        refused(g, "t3-t1") == "A♣ can't go on 2♠: the tableau builds down in alternating colours."
    )
    assert (
        refused(g, "t5-t4") == "Q♦ can't go on K♦: the tableau builds down in alternating colours."
    )
    assert g.is_legal("t6-t4")
    # nothing goes on an Ace (it is the lowest card)
    g.play("t2-t1")
    assert not any(m.dst == "t1" for m in g.legal_moves())


def test_klondike_rule_06_runs_move_together_from_any_face_up_card():
    placed = {up(1): "JS", up(2): "QH", up(3): "KC", up(4): "KD"}
    g = crafted_game(V, placed, empty_pile="any")
    g.play("t1-t2")
    assert pile_text(g, "t2").endswith("Q♥ J♠")
    assert g.is_legal("t2-t3x2")  # Q♥ with J♠ on it, onto the black King
    assert g.is_legal("t2-t1")  # the top part of the run alone
    assert refused(g, "t2-t3x3") == "Only face-up cards move, and pile 2 has 2 of them, not 3."
    g.play("t2-t3x2")
    assert pile_text(g, "t3").endswith("K♣ Q♥ J♠")


def test_klondike_rule_08_face_down_top_turns_up_at_once():
    placed = {up(1): "KC", down(2, 1): "9D", up(2): "QH"}
    g = crafted_game(V, placed)
    fx = g.play("t2-t1")
    assert [(e.kind, str(e.card), e.pile) for e in fx] == [("turn_up", "9♦", "t2")]
    assert g.piles["t2"].face_down == 0 and str(g.piles["t2"].top) == "9♦"
    g.undo()
    assert g.piles["t2"].face_down == 1  # and face down again on undo


def test_klondike_rule_07_only_a_king_fills_an_empty_pile_by_default():
    placed = {up(1): "QH", up(2): "KS", up(3): "KC", up(4): "JS"}
    g = crafted_game(V, placed)
    g.play("t1-t2")  # Q♥ on K♠: t1 is empty
    assert refused(g, "t4-t1") == (
        "J♠ can't fill the empty pile 1: "
        "only a King, or a run headed by a King, fills an empty pile."
    )
    assert refused(g, "t2-t1") == (
        "Q♥ can't fill the empty pile 1: "
        "only a King, or a run headed by a King, fills an empty pile."
    )
    assert g.is_legal("t2-t1x2")  # K♠ with Q♥ on it
    assert g.is_legal("t3-t1")


def test_klondike_rule_07_option_empty_pile_any():
    placed = {up(1): "QH", up(2): "KS", up(4): "JS"}
    g = crafted_game(V, placed, empty_pile="any")
    g.play("t1-t2")
    assert g.is_legal("t4-t1")
    assert g.explain("t4-t1") == "J♠ can fill the empty pile 1: an empty pile takes any card."
    g.play("t4-t1")


def test_klondike_rule_09_draw_3_by_default_and_draw_1_option():
    g = crafted_game(V, {stock(k): c for k, c in enumerate(["2S", "3S", "4S", "5S"])})
    assert g.rules.draw_count == 3
    g.play("s-w")
    assert pile_text(g, "waste") == "2♠ 3♠ 4♠"
    assert len(g.piles["stock"]) == 21
    g1 = crafted_game(V, {stock(0): "2S"}, draw_count=1)
    g1.play("s-w")
    assert pile_text(g1, "waste") == "2♠" and len(g1.piles["stock"]) == 23
    # only the waste's top card plays
    assert refused(g, "w-t1x2") == "Only the top card of the waste can be played."


def test_klondike_rule_09_unlimited_passes_by_default_and_max_redeals():
    g = Game(V, seed=11)
    for turn in range(1, 5):
        while g.piles["stock"].cards:
            g.play("s-w")
        g.play("w-s")
        assert g.redeals_used == turn
    g2 = Game(V, seed=11, max_redeals=1)
    for _ in range(2):
        while g2.piles["stock"].cards:
            g2.play("s-w")
        if g2.redeals_used == 0:
            g2.play("w-s")
    assert refused(g2, "w-s") == (
        "The waste can't be turned over again: this game allows 1 turn-over."  # singular
    )


def test_klondike_rule_10_foundation_to_tableau_allowed_by_default_and_option_off():
    placed = {up(1): "AS", up(2): "2S", up(3): "3H"}
    g = crafted_game(V, placed)
    g.play("t1-f1")
    g.play("t2-f1")
    assert g.is_legal("f1-t3")  # 2♠ back onto 3♥
    assert g.explain("f1-t3") == (
        "2♠ can come back from foundation 1 onto 3♥: "
        "the tableau builds down in alternating colours."
    )
    g_off = crafted_game(V, placed, allow_foundation_to_tableau=False)
    g_off.play("t1-f1")
    g_off.play("t2-f1")
    assert refused(g_off, "f1-t3").startswith("In this game cards don't come back")


def test_klondike_rule_09_option_draw_requires_no_moves():
    placed = {up(1): "KH", up(2): "QS"}
    g = crafted_game(V, placed, draw_requires_no_moves=True)
    assert refused(g, "s-w").startswith("You may draw only when no other move is possible")
    assert "s-w" not in [str(m) for m in g.legal_moves()]


def _stuck_deal(swap: dict[str, str] | None = None, extra=None, **options) -> Game:
    """Tops K♥ K♦ Q♥ Q♦ J♥ J♦ 10♥; the stock holds only cards that fit nowhere:
    black 2-8 and K (nothing red of one rank higher is on top) and red 2-9♥.
    The Aces and the black 9-Q are face down."""
    tops = ["KH", "KD", "QH", "QD", "JH", "JD", "TH"]
    black = [f"{r}{s}" for s in "SC" for r in "2345678K"]
    red = [f"{r}H" for r in "23456789"]
    stock_cards = [(swap or {}).get(c, c) for c in black + red]
    placed = {up(i): c for i, c in enumerate(tops, start=1)}
    placed.update({stock(k): c for k, c in enumerate(stock_cards)})
    placed.update(extra or {})
    return crafted_game(V, placed, **options)


def test_klondike_rule_11_stuck_when_no_move_makes_progress():
    g = _stuck_deal(draw_count=1)
    assert [str(m) for m in g.legal_moves()] == ["s-w"]
    assert g.is_stuck() and g.status == "stuck"
    g3 = _stuck_deal()  # draw 3: the same
    assert g3.is_stuck()
    # with Q♠ instead of 8♣ in the stock: Q♠ goes on K♥, J♥ on Q♠, and a card turns up
    g2 = _stuck_deal({"8C": "QS"}, draw_count=1)
    assert [str(m) for m in g2.legal_moves()] == ["s-w"]
    assert not g2.is_stuck() and g2.status == "playing"
    assert g2.moves == []  # the search did not touch the game


def test_klondike_rule_11_a_card_turning_up_is_progress_even_if_nothing_follows():
    # as above, but the card under J♥ is 10♦, which fits nowhere: after Q♠ on K♥ and
    # J♥ on Q♠ turn it up, no card can ever reach a foundation. That turn-up alone is
    # progress (rule 11), so the deal is not stuck; once it has happened, it is.
    g = _stuck_deal({"8C": "QS"}, extra={down(5, 4): "TD"}, draw_count=1)
    assert not g.is_stuck()
    while str(g.piles["waste"].top) != "Q♠":
        g.play("s-w")
    g.play("w-t1")
    fx = g.play("t5-t1")
    assert [(e.kind, str(e.card)) for e in fx] == [("turn_up", "10♦")]
    assert g.is_stuck() and g.status == "stuck"


@pytest.mark.parametrize("option", ["draw_count", "max_redeals", "empty_pile"])
def test_klondike_bad_option_values_are_refused(option):
    bad = {"draw_count": 2, "max_redeals": -1, "empty_pile": "queen"}[option]
    with pytest.raises(ValueError, match=option):
        Game(V, seed=1, **{option: bad})


def test_klondike_rule_04_foundation_slot_choice_player_picks_automatic_uses_first_empty():
    # RULES.md top: one legal move per empty slot; automatic moves (double-click) use f1, f2, …
    g = crafted_game(V, {up(1): "AS", up(2): "AH"})
    assert {str(m) for m in g.legal_moves() if m.src == "t1" and m.dst[0] == "f"} == {
        "t1-f1",
        "t1-f2",
        "t1-f3",
        "t1-f4",
    }
    g.play("t1-f3")  # the player's pick
    assert pile_text(g, "f3") == "A♠"
    assert str(g.foundation_move_for("t2")) == "t2-f1"  # the first empty one
    g.play(g.foundation_move_for("t2"))
    assert pile_text(g, "f1") == "A♥"
    assert g.foundation_move_for("t5") is None and g.foundation_move_for("nope") is None


@pytest.mark.parametrize("max_redeals", ["none", 1000, 300, 2])
def test_klondike_rule_11_a_stuck_game_is_stuck_however_many_turn_overs_are_left(max_redeals):
    # the stuck search keyed positions with the turn-overs used: with 1,000 left it
    # searched each position 1,000 times, passed its limit and called this "playing"
    text = (
        f"klondike draw_count=3,max_redeals={max_redeals},allow_foundation_to_tableau=true,"
        "empty_pile=king,draw_requires_no_moves=false 9s3c8c6sadts4c5h3d/4D7C8S7DTC7H4HJH9HQSTD9D/"
        "AC/AH/-/AS2S/KSQHJS/6H5S/2c6D/jd6cthQC/7skckh3S2D/2hqd8hjc5D4S3H/kd8d5c9C 1"
    )
    g = Game.from_position(text)
    assert g.legal_moves() and g.status == "stuck"
