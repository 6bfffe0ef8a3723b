"""RULES.md §1 (klondike32, Solitario with 32 cards): one test per numbered rule and option.

Each test deals a crafted deck order (tests/helpers.py) so the position is exactly the
one its rule is about, then checks what the engine does and the words it gives.
"""

from __future__ import annotations

from collections import Counter

import pytest

from solitaire_widget import Card, Game, Move
from solitaire_widget.cards import deck_32

from .helpers import (
    card_multiset,
    cards,
    crafted_deck,
    crafted_game,
    down,
    pile_text,
    refused,
    stock,
    up,
    variant_multiset,
)

V = "klondike32"
#: the 28 face-down slots' first four, all on pile 7: a safe place to hide the Aces
ACES_DOWN = {down(7, 1): "AS", down(7, 2): "AH", down(7, 3): "AD", down(7, 4): "AC"}


def test_klondike32_rule_01_deck_is_32_cards_ace_above_king():
    g = Game(V, seed=1)
    assert Counter(c.code2 for c in g.deck) == Counter(c.code2 for c in deck_32())
    assert sorted({c.rank for c in g.deck}) == [1, 7, 8, 9, 10, 11, 12, 13]
    assert len(g.deck) == 32 and len(set(g.deck)) == 32
    # Ace high: in the tableau order the Ace sits above the King
    assert g.rules.rank_order == (7, 8, 9, 10, 11, 12, 13, 1)
    # a 2-6 is not a card of this game: the deck is refused and the card named
    bad = [str(c) for c in crafted_deck(V, {})]
    bad[5] = "2♠"
    with pytest.raises(ValueError, match="2♠"):
        Game(V, deck=bad)


def test_klondike32_rule_01_rejects_a_52_card_deck():
    with pytest.raises(ValueError, match="52 cards, klondike32 deals 32"):
        Game(V, deck=[str(Card.from_code(i)) for i in range(52)])


def test_klondike32_rule_02_layout_triangle_row_by_row():
    deck = crafted_deck(V, ACES_DOWN)
    g = Game(V, deck=deck)
    assert g.deal_effects == ()
    layout = 0
    for i in range(1, 8):
        p = g.piles[f"t{i}"]
        assert len(p.cards) == i and p.face_down == i - 1
        # row r puts deck[down(i, r)] on pile i; row i's card is the face-up one
        assert list(p.cards) == [deck[down(i, r)] for r in range(1, i + 1)]
        assert p.cards[-1] == deck[up(i)]
        layout += len(p.cards)
    assert layout == 28
    assert [f.cards for f in (g.piles[f"f{k}"] for k in range(1, 5))] == [()] * 4


def test_klondike32_rule_03_ace_in_deal_goes_home_and_is_replaced():
    # deck[0] (due face up on t1) is an Ace: home to f1, deck[1] goes face up instead;
    # t2's row-2 card (index 8 once shifted by one) is an Ace too: f2, replaced by index 9.
    placed = {0: "AH", 1: "KS", 2: "AS", 8: "AC", 9: "QD"}
    deck = crafted_deck(V, placed)
    g = Game(V, deck=deck)
    assert pile_text(g, "f1") == "A♥" and pile_text(g, "f2") == "A♣"
    assert pile_text(g, "t1") == "K♠"
    # the deal reports the Aces it set aside, so a replay can narrate them
    assert [(e.kind, str(e.card), e.pile, e.dst) for e in g.deal_effects] == [
        ("to_foundation", "A♥", "t1", "f1"),
        ("to_foundation", "A♣", "t2", "f2"),
    ]
    # the face-down A♠ dealt on t2 in row 1 is never checked
    assert str(g.piles["t2"].cards[0]) == "A♠" and g.piles["t2"].face_down == 1
    assert str(g.piles["t2"].top) == "Q♦"
    # later cards are shifted by the two replacements: t3 gets deck[3], deck[10], ...
    assert g.piles["t3"].cards[0] == deck[3] and g.piles["t3"].cards[1] == deck[10]
    assert sum(len(g.piles[f"t{i}"]) for i in range(1, 8)) == 28


def test_klondike32_rule_03_aces_in_a_row_are_all_replaced():
    placed = {0: "AH", 1: "AS", 2: "AD", 3: "9C"}
    g = crafted_game(V, placed)
    assert [pile_text(g, f"f{k}") for k in range(1, 5)] == ["A♥", "A♠", "A♦", ""]
    assert pile_text(g, "t1") == "9♣"
    assert len(g.piles["stock"]) == 1


@pytest.mark.parametrize("aces", [0, 1, 2, 3, 4])
def test_klondike32_rule_04_stock_is_4_minus_aces_set_aside(aces):
    # indices due face up once the earlier Aces have each shifted the deal by one
    face_up = [0, 8, 15, 21][:aces]
    placed = dict(zip(face_up, ["AS", "AH", "AD", "AC"], strict=False))
    g = crafted_game(V, placed)  # the other Aces go to the end of the deck: the stock
    assert [len(g.piles[f"f{k}"]) for k in range(1, 5)] == [1] * aces + [0] * (4 - aces)
    assert len(g.piles["stock"]) == 4 - aces
    assert g.piles["waste"].cards == ()
    assert sum(len(g.piles[f"t{i}"]) for i in range(1, 8)) == 28
    assert card_multiset(g) == variant_multiset(g)
    for i in range(1, 8):  # no Ace is left face up in the layout
        assert all(c.rank != 1 for c in g.piles[f"t{i}"].face_up)


def _spade_ladder(**options) -> Game:
    """K♠…7♠ face up on t1…t7, A♠ first in the stock, the other Aces hidden on t7."""
    placed = {up(i): f"{r}S" for i, r in enumerate("KQJT987", start=1)}
    placed[stock(0)] = "AS"
    placed.update({down(7, 1): "AH", down(7, 2): "AD", down(7, 3): "AC"})
    return crafted_game(V, placed, **options)


def test_klondike32_rule_05_foundation_builds_down_in_suit_from_the_ace():
    g = _spade_ladder()
    # an empty foundation takes only an Ace
    assert (
        refused(g, "t1-f1") == "K♠ can't start foundation 1: an empty foundation takes only an Ace."
    )
    fx = g.play("s-w")  # A♠ drawn: it goes home by itself (rule 9)
    assert [(e.kind, str(e.card), e.pile, e.dst) for e in fx] == [
        ("to_foundation", "A♠", "waste", "f1")
    ]
    assert refused(g, "t2-f1") == "Q♠ can't go on A♠ in foundation 1: the next card there is K♠."
    for i in range(1, 8):  # K Q J 10 9 8 7
        g.play(f"t{i}-f1")
    assert pile_text(g, "f1") == "A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠"
    # complete at 8 cards: nothing more goes on it
    assert g.explain("t1-f1").endswith("is complete.") or not g.is_legal("t1-f1")
    assert len(g.piles["f1"]) == 8


def test_klondike32_rule_05_the_reason_a_king_goes_on_the_ace_turns_no_corner():
    # rule 1: the Ace ranks above the King, so A K Q … 7 goes straight down; the reason
    # said "round the corner from Ace to King", against the rule book
    g = _spade_ladder()
    g.play("s-w")  # A♠ home by itself
    texts = {lang: g.explain("t1-f1", lang=lang) for lang in ("en", "it", "nl", "pt")}
    assert texts["en"] == "K♠ can go on A♠ in foundation 1: a foundation builds down in suit."
    assert not any(w in t for t in texts.values() for w in ("corner", "re.", "koning.", "rei."))


def test_klondike32_rule_05_foundation_suit_is_kept():
    g = crafted_game(V, {up(1): "KH", stock(0): "AS", **{down(7, 1): "AH", down(7, 2): "AD"}})
    g.play("s-w")
    assert refused(g, "t1-f1") == "K♥ can't go on A♠: a foundation is built in one suit."
    assert (
        refused(g, "t1-f2") == "K♥ can't start foundation 2: an empty foundation takes only an Ace."
    )


def test_klondike32_rule_05_foundation_full_reason():
    g = _spade_ladder()
    g.play("s-w")
    for i in range(1, 8):
        g.play(f"t{i}-f1")
    # any card onto the complete f1 is refused with the "complete" reason
    src = next(f"t{i}" for i in range(1, 8) if g.piles[f"t{i}"].cards)
    assert refused(g, f"{src}-f1") == "Foundation 1 is complete."


def test_klondike32_rule_06_tableau_down_in_alternating_colours():
    g = crafted_game(V, {up(1): "KH", up(2): "QH", up(3): "QS", up(4): "7D", up(5): "8C"})
    assert (
        refused(g, "t2-t1") == "Q♥ can't go on K♥: the tableau builds down in alternating colours."
    )
    assert g.is_legal("t3-t1")
    assert g.explain("t3-t1") == "Q♠ can go on K♥: the tableau builds down in alternating colours."
    # one rank higher only: a Q doesn't go on a Q, a K doesn't go on a Q
    assert "can't go on Q♠" in refused(g, "t1-t3")
    # nothing goes on a 7 (the lowest card)
    assert (
        refused(g, "t5-t4") == "8♣ can't go on 7♦: the tableau builds down in alternating colours."
    )
    assert not any(m.dst == "t4" for m in g.legal_moves())
    g.play("t3-t1")
    assert pile_text(g, "t1") == "K♥ Q♠"


def test_klondike32_rule_06_aces_take_no_part_in_tableau_play():
    # auto_move_aces off: an Ace turned up stays in the tableau; it can only go home
    placed = {up(1): "JS", up(2): "QH", down(3, 1): "AS", down(3, 2): "KD", up(3): "JC"}
    placed.update({up(4): "KC", stock(0): "AH"})
    g = crafted_game(V, placed, auto_move_aces=False)
    g.play("t1-t2")  # J♠ on Q♥: t1 is now empty
    assert pile_text(g, "t1") == ""
    g.play("t3-t1")  # J♣ fills it and K♦ turns up
    assert g.piles["t3"].top == Card.parse("KD")
    # draw the A♥: it stays on the waste (auto off) and may not go to the tableau
    g.play("s-w")
    assert str(g.piles["waste"].top) == "A♥"
    reason = refused(g, "w-t1")
    assert reason == "Aces take no part in tableau play: A♥ can only go to a foundation."
    assert {m.dst for m in g.legal_moves() if m.src == "waste"} == {"f1", "f2", "f3", "f4"}


def test_klondike32_rule_06_nothing_builds_on_an_ace_and_ace_never_leaves_home():
    placed = {up(1): "JS", up(2): "QH", down(3, 1): "KD", down(3, 2): "AS", up(3): "QC"}
    placed.update({up(4): "KH", **{down(7, 1): "AH", down(7, 2): "AD", down(7, 3): "AC"}})
    g = crafted_game(V, placed, auto_move_aces=False)
    g.play("t3-t4")  # Q♣ on K♥ turns up A♠, which stays (auto off)
    assert str(g.piles["t3"].top) == "A♠" and g.piles["t3"].face_down == 1
    # nothing is built on the Ace
    assert refused(g, "t1-t3") == "J♠ can't go on A♠: nothing is built on an Ace in the tableau."
    g.play("t1-t2")  # empty t1
    assert refused(g, "t3-t1") == (
        "Aces take no part in tableau play: A♠ can only go to a foundation."
    )
    # the Ace may go to any empty foundation: one legal move per slot
    assert sorted(str(m) for m in g.legal_moves() if m.src == "t3") == [
        "t3-f1",
        "t3-f2",
        "t3-f3",
        "t3-f4",
    ]
    fx = g.play("t3-f3")
    assert pile_text(g, "f3") == "A♠"
    assert [(e.kind, str(e.card)) for e in fx] == [("turn_up", "K♦")]
    # an Ace never comes back from a foundation, not even into an empty pile
    assert refused(g, "f3-t1") == (
        "Aces take no part in tableau play: A♠ can only go to a foundation."
    )


def test_klondike32_rule_07_runs_move_together_from_any_face_up_card():
    placed = {up(1): "JS", up(2): "QH", up(3): "KC", up(4): "KD"}
    g = crafted_game(V, placed)
    g.play("t1-t2")
    assert pile_text(g, "t2").endswith("Q♥ J♠")
    # Q♥ with J♠ on it moves together onto the other K (black)
    assert g.is_legal("t2-t3x2")
    assert g.explain("t2-t3x2") == (
        "The run of 2 cards from Q♥ can go on K♣: the tableau builds down in alternating colours."
    )
    # the J♠ alone (the top part of the run) may move too: onto the empty t1
    assert g.is_legal("t2-t1")
    # more cards than are face up: refused, the face-down card does not move
    assert refused(g, "t2-t3x3") == "Only face-up cards move, and pile 2 has 2 of them, not 3."
    g.play("t2-t3x2")
    assert pile_text(g, "t3").endswith("K♣ Q♥ J♠")
    assert g.piles["t2"].face_down == 0 and len(g.piles["t2"]) == 1  # turned up (rule 9)


def test_klondike32_rule_08_empty_pile_takes_any_card_or_run_but_an_ace():
    placed = {up(1): "JS", up(2): "QH", up(3): "7C", stock(0): "8H"}
    placed.update({down(7, 1): "AH", down(7, 2): "AD", down(7, 3): "AC", down(7, 4): "AS"})
    g = crafted_game(V, placed)
    g.play("t1-t2")
    assert g.piles["t1"].cards == ()
    # a 7 (the lowest card) may fill it, and so may a run (Q♥ J♠)
    assert g.is_legal("t3-t1")
    assert (
        g.explain("t3-t1")
        == "7♣ can fill the empty pile 1: an empty pile takes any card except an Ace."
    )
    assert g.is_legal("t2-t1x2")
    g.play("s-w")
    assert g.is_legal("w-t1")  # 8♥ from the waste


def test_klondike32_rule_09_face_down_top_turns_up_at_once():
    placed = {up(1): "KC", down(2, 1): "9D", up(2): "QH"}
    g = crafted_game(V, placed)
    fx = g.play("t2-t1")
    assert [(e.kind, str(e.card), e.pile) for e in fx] == [("turn_up", "9♦", "t2")]
    p = g.piles["t2"]
    assert p.face_down == 0 and str(p.top) == "9♦"
    assert g.history[-1].effects == fx
    # undo turns it face down again
    g.undo()
    assert g.piles["t2"].face_down == 1


def test_klondike32_rule_09_ace_turned_up_goes_home_automatically():
    placed = {up(1): "KC", down(2, 1): "AD", up(2): "QH", stock(0): "AS"}
    g = crafted_game(V, placed)
    g.play("s-w")  # A♠ from the waste to f1 first
    assert pile_text(g, "f1") == "A♠" and g.piles["waste"].cards == ()
    fx = g.play("t2-t1")
    assert [(e.kind, str(e.card), e.pile, e.dst) for e in fx] == [
        ("turn_up", "A♦", "t2", None),
        ("to_foundation", "A♦", "t2", "f2"),  # the first *empty* foundation
    ]
    assert g.piles["t2"].cards == ()


def test_klondike32_rule_09_ace_becoming_waste_top_goes_home():
    # draw 3: A♥ is the middle card; once the card above it is played it goes home
    placed = {up(1): "KS", stock(0): "9C", stock(1): "AH", stock(2): "QH"}
    placed.update({down(7, 1): "AS", down(7, 2): "AD", down(7, 3): "AC"})
    g = crafted_game(V, placed, draw_count=3)
    g.play("s-w")
    assert pile_text(g, "waste") == "9♣ A♥ Q♥"
    fx = g.play("w-t1")
    assert [(e.kind, str(e.card), e.pile, e.dst) for e in fx] == [
        ("to_foundation", "A♥", "waste", "f1")
    ]
    assert pile_text(g, "waste") == "9♣"


def test_klondike32_option_auto_move_aces_off_leaves_the_ace():
    placed = {up(1): "KC", down(2, 1): "AD", up(2): "QH", stock(0): "AS"}
    g = crafted_game(V, placed, auto_move_aces=False)
    assert g.play("s-w") == ()
    assert str(g.piles["waste"].top) == "A♠"
    fx = g.play("t2-t1")
    assert [(e.kind, str(e.card)) for e in fx] == [("turn_up", "A♦")]
    assert str(g.piles["t2"].top) == "A♦"
    # player picks the slot: one move per empty foundation, for both Aces
    moves = {str(m) for m in g.legal_moves()}
    assert {"w-f1", "w-f2", "w-f3", "w-f4", "t2-f1", "t2-f2", "t2-f3", "t2-f4"} <= moves
    # the rule-3 replacement in the deal still happens with the option off
    g2 = crafted_game(V, {0: "AH"}, auto_move_aces=False)
    assert pile_text(g2, "f1") == "A♥"


def _red_stock(**options) -> Game:
    """All tops red (no moves), stock K♦ Q♦ J♦ 10♦, Aces hidden."""
    placed = {up(i): f"{r}H" for i, r in enumerate("KQJT987", start=1)}
    placed.update({stock(k): f"{r}D" for k, r in enumerate("KQJT")})
    placed.update(ACES_DOWN)
    return crafted_game(V, placed, **options)


def test_klondike32_rule_10_draw_one_and_turn_the_waste_over_unlimited():
    g = _red_stock()
    assert pile_text(g, "stock") == "10♦ J♦ Q♦ K♦"  # first remaining card on top
    assert [str(m) for m in g.legal_moves()] == ["s-w"]
    assert g.explain("s-w") == "Draw 1 from the stock onto the waste."
    assert refused(g, "w-s") == "The waste turns over only when the stock is empty."
    for expected in ["K♦", "Q♦", "J♦", "10♦"]:
        g.play("s-w")
        assert str(g.piles["waste"].top) == expected
    assert refused(g, "s-w") == (
        "The stock is empty: turn the waste over (w-s) to go through it again."
    )
    start = g.state_key()
    for turn in range(1, 6):  # unlimited turn-overs
        g.play("w-s")
        assert pile_text(g, "stock") == "10♦ J♦ Q♦ K♦" and g.piles["waste"].cards == ()
        assert g.redeals_used == turn
        for _ in range(4):
            g.play("s-w")
    assert g.state_key()[:2] == start[:2]


def test_klondike32_option_draw_count_3():
    g = _red_stock(draw_count=3)
    assert g.explain("s-w") == "Draw 3 from the stock onto the waste."
    g.play("s-w")
    # one card at a time, so the third card drawn is on top
    assert pile_text(g, "waste") == "K♦ Q♦ J♦" and pile_text(g, "stock") == "10♦"
    g.play("s-w")  # only one left
    assert pile_text(g, "waste") == "K♦ Q♦ J♦ 10♦" and g.piles["stock"].cards == ()
    g.play("w-s")
    assert pile_text(g, "stock") == "10♦ J♦ Q♦ K♦"


@pytest.mark.parametrize("limit", [0, 1, 2])
def test_klondike32_option_max_redeals(limit):
    g = _red_stock(max_redeals=limit)
    for turn in range(limit + 1):
        for _ in range(4):
            g.play("s-w")
        if turn < limit:
            g.play("w-s")
    assert refused(g, "w-s") == (
        f"The waste can't be turned over again: this game allows {limit} turn-over"
        + ("s." if limit != 1 else ".")
    )
    assert g.legal_moves() == []
    assert g.is_stuck()


def test_klondike32_option_draw_requires_no_moves():
    placed = {up(1): "KC", up(2): "QH", stock(0): "9D", stock(1): "8D"}
    placed.update(ACES_DOWN)
    g = crafted_game(V, placed, draw_requires_no_moves=True)
    assert "s-w" not in {str(m) for m in g.legal_moves()}
    reason = refused(g, "s-w")
    assert reason == (
        "You may draw only when no other move is possible, and t2-t1 can still be played."
    )
    # by default drawing is allowed at any time
    assert crafted_game(V, placed).is_legal("s-w")


def test_klondike32_option_draw_requires_no_moves_also_for_turning_over():
    g = _red_stock(draw_requires_no_moves=True)
    for _ in range(4):
        g.play("s-w")  # no card move exists: drawing is allowed
    assert [str(m) for m in g.legal_moves()] == ["w-s"]
    # the last stock card, 8♠, fits on 9♥: with the stock empty, w-s must wait
    placed = {up(i): f"{r}H" for i, r in enumerate("KQJT987", start=1)}
    placed.update({stock(k): c for k, c in enumerate(["KD", "QD", "JD", "8S"])})
    g2 = crafted_game(V, {**placed, **ACES_DOWN}, draw_requires_no_moves=True)
    for _ in range(4):
        g2.play("s-w")
    assert [str(m) for m in g2.legal_moves()] == ["w-t5"]
    assert refused(g2, "w-s") == (
        "You may draw only when no other move is possible, and w-t5 can still be played."
    )


def test_klondike32_rule_11_foundation_card_comes_back_to_the_tableau():
    placed = {up(1): "KS", stock(0): "AS", up(2): "QD", up(3): "JS"}
    g = crafted_game(V, placed)
    g.play("s-w")
    g.play("t1-f1")  # K♠ home; t1 (one card) is now empty
    assert g.is_legal("f1-t1")
    assert g.explain("f1-t1") == (
        "K♠ can fill the empty pile 1: an empty pile takes any card except an Ace."
    )
    g.play("f1-t1")
    g.play("t2-t1")  # Q♦ on K♠
    g.play("t3-t1")  # J♠ on Q♦
    assert pile_text(g, "t1") == "K♠ Q♦ J♠"
    # onto a tableau card: rule 6 applies to the card coming back
    g2 = crafted_game(V, {up(1): "KS", stock(0): "AS", up(2): "KH", up(3): "QS"})
    g2.play("s-w")
    g2.play("t1-f1")
    g2.play("t3-f1")  # Q♠ home (t3 turns up)
    assert g2.is_legal("f1-t2")  # Q♠ back onto K♥
    assert g2.explain("f1-t2") == (
        "Q♠ can come back from foundation 1 onto K♥: "
        "the tableau builds down in alternating colours."
    )


def test_klondike32_rule_11_foundation_to_foundation_is_refused():
    g = crafted_game(V, {up(1): "KS", stock(0): "AS"})
    g.play("s-w")
    assert refused(g, "f1-f2") == "A card doesn't move from one foundation to another."


def test_klondike32_option_allow_foundation_to_tableau_off():
    placed = {up(1): "KS", stock(0): "AS", up(2): "QD"}
    g = crafted_game(V, placed, allow_foundation_to_tableau=False)
    g.play("s-w")
    g.play("t1-f1")
    assert refused(g, "f1-t1") == (
        "In this game cards don't come back from the foundations "
        "(option allow_foundation_to_tableau is off)."
    )
    assert not any(m.src.startswith("f") for m in g.legal_moves())


def _ladder_deal() -> tuple[Game, list[str]]:
    """A deal that plays straight home, and its 32 winning moves.

    The four Aces are the stock; each tableau pile (or pair of piles) holds one suit's
    K…7 so that every card turned up is the next one its foundation needs.
    """
    piles = {  # bottom -> top
        7: "7S 8S 9S 10S JS QS KS",
        6: "7H 8H 9H 10H JH QH",
        1: "KH",
        5: "7D 8D 9D 10D JD",
        2: "QD KD",
        4: "7C 8C 9C 10C",
        3: "JC QC KC",
    }
    placed = {down(i, r): c for i, text in piles.items() for r, c in enumerate(text.split(), 1)}
    placed.update({stock(k): a for k, a in enumerate(["AS", "AH", "AD", "AC"])})
    line = ["s-w"] * 4 + ["t7-f1"] * 7 + ["t1-f2"] + ["t6-f2"] * 6
    line += ["t2-f3"] * 2 + ["t5-f3"] * 5 + ["t3-f4"] * 3 + ["t4-f4"] * 4
    return crafted_game(V, placed), line


def test_klondike32_rule_12_won_when_all_32_cards_are_home():
    g, line = _ladder_deal()
    assert len(line) == 32
    for k, move in enumerate(line):
        assert not g.is_won() and g.status == "playing"
        g.play(move)
        assert g.foundation_count() == min(4, k + 1) + max(0, k + 1 - 4)
    assert g.is_won() and g.status == "won" and not g.is_stuck()
    assert [pile_text(g, f"f{k}") for k in range(1, 5)] == [
        " ".join(f"{r}{s}" for r in ["A", "K", "Q", "J", "10", "9", "8", "7"]) for s in "♠♥♦♣"
    ]
    assert sum(len(g.piles[f"f{k}"]) for k in range(1, 5)) == 32 == 4 * 8
    # one card short of the win is not won
    g.undo()
    assert not g.is_won() and g.foundation_count() == 31


def test_klondike32_rule_12_stuck_when_no_progress_is_reachable():
    g = _red_stock()  # all face-up cards and the stock are red: nothing can ever move
    assert g.legal_moves() == [Move("stock", "waste")]
    assert g.is_stuck()
    assert g.status == "stuck"
    # the search left the game untouched
    assert g.moves == [] and len(g.piles["stock"]) == 4


def test_klondike32_rule_12_not_stuck_when_a_draw_cycle_leads_to_progress():
    # no card move now; but the third stock card, 10♠, goes on J♥ (t3), and then
    # 9♥ from t5 goes on 10♠, turning a face-down card up: progress.
    placed = {up(i): f"{r}H" for i, r in enumerate("KQJT987", start=1)}
    placed.update({stock(0): "KD", stock(1): "QD", stock(2): "TS", stock(3): "JD"})
    placed.update(ACES_DOWN)
    g = crafted_game(V, placed)
    assert [str(m) for m in g.legal_moves()] == ["s-w"]
    assert not g.is_stuck()
    assert g.status == "playing"
    for _ in range(3):
        g.play("s-w")
    g.play("w-t3")
    fx = g.play("t5-t3")
    assert fx and fx[0].kind == "turn_up"


def test_klondike32_rule_12_not_stuck_when_a_tableau_shift_leads_to_progress():
    # J♠ (alone on t1) goes on Q♥: only a shift, but it empties t1, and 9♥ from t4
    # can then fill t1, turning a face-down card up.
    placed = {up(i): c for i, c in enumerate(["JS", "QH", "JD", "9H", "8H", "7H", "KH"], 1)}
    placed.update({stock(k): f"{r}D" for k, r in enumerate("KQ98")})
    placed.update(ACES_DOWN)
    g = crafted_game(V, placed)
    card_moves = [str(m) for m in g.legal_moves() if m.src != "stock"]
    assert card_moves == ["t1-t2"]
    assert not g.is_stuck()
    g.play("t1-t2")
    fx = g.play("t4-t1")
    assert [e.kind for e in fx] == ["turn_up"]
    # with empty_pile="king" only a King fills t1
    g_king = crafted_game(V, placed, empty_pile="king")
    g_king.play("t1-t2")
    assert refused(g_king, "t4-t1").startswith("9♥ can't fill the empty pile 1")


def test_klondike32_option_tableau_direction_up():
    placed = {up(1): "7H", up(2): "8S", up(3): "8H", up(4): "KD", up(5): "QS"}
    g = crafted_game(V, placed, tableau_direction="up")
    assert g.is_legal("t2-t1")
    assert g.explain("t2-t1") == "8♠ can go on 7♥: the tableau builds up in alternating colours."
    assert refused(g, "t3-t1") == "8♥ can't go on 7♥: the tableau builds up in alternating colours."
    # building up, a K tops a build: nothing goes on a K (the Ace takes no tableau part)
    assert refused(g, "t5-t4") == "Q♠ can't go on K♦: the tableau builds up in alternating colours."
    assert not any(m.dst == "t4" for m in g.legal_moves())
    # down-build moves are now illegal
    g_down = crafted_game(V, placed)
    assert not g_down.is_legal("t2-t1") and g_down.is_legal("t5-t4")


def test_klondike32_option_empty_pile_king():
    placed = {up(1): "JS", up(2): "QH", up(3): "KC", up(4): "9D"}
    g = crafted_game(V, placed, empty_pile="king")
    g.play("t1-t2")
    assert refused(g, "t4-t1") == (
        "9♦ can't fill the empty pile 1: "
        "only a King, or a run headed by a King, fills an empty pile."
    )
    assert g.is_legal("t3-t1")
    assert g.explain("t3-t1") == (
        "K♣ can fill the empty pile 1: only a King, or a run headed by a King, fills an empty pile."
    )
    g.play("t3-t1")
    g.play("t2-t1x2")  # Q♥ J♠ onto K♣
    assert pile_text(g, "t1") == "K♣ Q♥ J♠"


def test_klondike32_counts_foundations_4x8_layout_28_stock_4():
    g = Game(V, seed=0)
    assert len(g.rules.foundations) == 4 and {f.size for f in g.rules.foundations} == {8}
    aside = sum(len(g.piles[f"f{k}"]) for k in range(1, 5))
    assert sum(len(g.piles[f"t{i}"]) for i in range(1, 8)) == 28
    assert len(g.piles["stock"]) == 4 - aside
    assert card_multiset(g) == variant_multiset(g)
    assert cards("AS KH") == [Card.parse("A♠"), Card.parse("K♥")]


def test_klondike32_rule_07_building_up_a_queen_takes_its_king_and_a_king_may_leave():
    # tableau_direction="up": a King lies on its Queen, so the seed's example turns round
    # (the rule book says so: docs/rules.md, "tableau_direction='up'", rule 7)
    g = Game("klondike32", seed=1, tableau_direction="up")
    line = (
        "t4-t6 t3-t2 t6-t3 t3-t6 s-w t6-t3 t5-t1 s-w t4-t3 t2-t5x2 w-t5 t5-t2x2 t2-t5x2 "
        "t5-t2x2 t5-t3x2 s-w t2-t3x2 t5-t1 t4-t7 s-w t3-t2x2 t7-t4x2"
    )
    for m in line.split():
        g.play(m)
    pile = g.piles["t2"].cards
    assert (pile[-2].rank, pile[-1].rank) == (12, 13)  # a Queen, its King on it
    assert g.is_legal("t2-t7")  # the King alone: it leaves its Queen
    g.play("t2-t7")
    assert g.piles["t2"].cards[-1].rank == 12 and g.piles["t7"].cards[-1].rank == 13


def test_klondike32_rule_10_an_empty_stock_says_how_it_comes_back_only_when_it_can():
    # the reason advised "turn the waste over (w-s)" where that move was illegal too
    g = Game("klondike32", seed=1, max_redeals=0)
    while g.piles["stock"].cards:
        g.play("s-w")
    assert not g.is_legal("w-s")
    assert g.explain("s-w") == (
        "The stock is empty and the waste can't be turned over again: this game allows "
        "0 turn-overs."
    )
    g = Game("klondike32", seed=1)  # unlimited turn-overs: the advice holds
    while g.piles["stock"].cards:
        g.play("s-w")
    assert g.is_legal("w-s") and "(w-s)" in g.explain("s-w")
    g = Game("klondike32", seed=20)  # the four left over were Aces, set aside in the deal
    assert not g.piles["stock"].cards and not g.piles["waste"].cards
    assert g.explain("s-w", "it") == (
        "Il mazzo e la pila degli scarti sono vuoti tutti e due: non c'è più niente da pescare."
    )
