"""RULES.md §2 (matrimony): one test per numbered rule and option, on crafted deck orders."""

from __future__ import annotations

from collections import Counter

import pytest

from solitaire_widget import Card, Game, Replay
from solitaire_widget.cards import deck_104
from solitaire_widget.rulesets import rules_for

from .helpers import card_multiset, crafted_deck, crafted_game, mat_pile, pile_text, refused

V = "matrimony"
#: the six classic bases: both J♥, both 10♠, both 10♣
BASES = ["JH", "JH", "TS", "TS", "TC", "TC"]


def _no_play_deal(**options) -> tuple[Game, list[Card]]:
    """Bases on t1…t6 (placed at once); the rest in canonical order. Returns game, deck."""
    deck = crafted_deck(V, dict(enumerate(BASES)), **options)
    return Game(V, deck=deck, **options), deck


def test_matrimony_rule_01_two_decks_and_the_preplaced_queen_and_jack():
    g = Game(V, seed=3)
    assert len(g.deck) == 102
    assert pile_text(g, "f1") == "Q♦" and pile_text(g, "f2") == "J♦"
    want = Counter(c.code2 for c in deck_104())
    assert card_multiset(g) == want
    assert sum(want.values()) == 104
    # the deck order holds one Q♦ and one J♦ only
    assert sum(1 for c in g.deck if c.code2 == "QD") == 1
    assert sum(1 for c in g.deck if c.code2 == "JD") == 1
    # a 104-card deck (the Q♦/J♦ left in) is refused
    with pytest.raises(ValueError, match="104 cards, matrimony deals 102"):
        Game(V, deck=[str(c) for c in deck_104()])
    # a third Q♦ is named
    bad = [str(c) for c in g.deck]
    i = next(k for k, c in enumerate(g.deck) if c.code2 == "KS")
    bad[i] = "Q♦"
    with pytest.raises(ValueError, match="Q♦"):
        Game(V, deck=bad)


def _foundation_sequence(f) -> list[str]:
    suit = f.base_suit
    rank, out = f.base_rank, []
    for _ in range(f.size):
        out.append(Card(rank, suit).code2)
        rank = f.next_rank(rank)
    return out


@pytest.mark.parametrize("scheme", ["classic", "pysol"])
def test_matrimony_rule_02_every_card_has_exactly_one_place(scheme):
    r = rules_for(V, foundation_scheme=scheme)
    assert len(r.foundations) == 8 and all(f.size == 13 for f in r.foundations)
    places = Counter(code for f in r.foundations for code in _foundation_sequence(f))
    assert places == Counter(c.code2 for c in deck_104())
    assert sum(places.values()) == 8 * 13 == 104


def test_matrimony_rule_02_foundation_table():
    r = rules_for(V)
    seqs = {
        f.id: " ".join(str(Card.parse(c)) for c in _foundation_sequence(f)) for f in r.foundations
    }
    assert seqs["f1"] == "Q♦ K♦ A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦"
    assert seqs["f2"] == "J♦ 10♦ 9♦ 8♦ 7♦ 6♦ 5♦ 4♦ 3♦ 2♦ A♦ K♦ Q♦"
    assert seqs["f3"] == seqs["f4"] == "J♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥ A♥ K♥ Q♥"
    assert seqs["f5"] == seqs["f6"] == "10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠ K♠ Q♠ J♠"
    assert seqs["f7"] == seqs["f8"] == "10♣ 9♣ 8♣ 7♣ 6♣ 5♣ 4♣ 3♣ 2♣ A♣ K♣ Q♣ J♣"


def test_matrimony_rule_02_f1_builds_up_and_f2_down_round_the_corner_by_play():
    up1 = ["KD", "AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD"]
    down2 = ["TD", "9D", "8D", "7D", "6D", "5D", "4D", "3D", "2D", "AD", "KD", "QD"]
    placed = {mat_pile(j + 1): c for j, c in enumerate(up1)}
    placed.update({mat_pile(j + 1, 1): c for j, c in enumerate(down2)})
    g = crafted_game(V, placed, last=BASES)
    assert refused(g, "t2-f1") == "A♦ can't go on Q♦ in foundation 1: the next card there is K♦."
    for j in range(1, 13):
        g.play(f"t{j}-f1")
    assert pile_text(g, "f1") == "Q♦ K♦ A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦"
    g.play("s-t")
    assert refused(g, "t1-f1") == "Foundation 1 is complete."
    for j in range(1, 13):
        g.play(f"t{j}-f2")
    assert pile_text(g, "f2") == "J♦ 10♦ 9♦ 8♦ 7♦ 6♦ 5♦ 4♦ 3♦ 2♦ A♦ K♦ Q♦"
    assert g.foundation_count() == 26


def test_matrimony_rule_02_empty_foundations_take_only_their_base():
    g = crafted_game(V, {0: "9S", 1: "JH"}, auto_place_bases=False, last=BASES[1:])
    assert refused(g, "t1-f5") == "9♠ can't start foundation 5: this foundation starts with 10♠."
    assert refused(g, "t2-f5") == "J♥ can't start foundation 5: this foundation starts with 10♠."
    assert g.is_legal("t2-f3") and g.is_legal("t2-f4")
    assert g.explain("t2-f3") == "J♥ can start foundation 3: this is the card that starts it."


def test_matrimony_rule_03_layout_16_face_up_and_86_in_the_stock():
    deck = crafted_deck(V, {}, last=BASES)
    g = Game(V, deck=deck)
    for j in range(1, 17):
        p = g.piles[f"t{j}"]
        assert p.cards == (deck[j - 1],) and p.face_down == 0
    assert len(g.piles["stock"]) == 86
    # the first remaining card is the stock's top: it goes on t1 at the first deal
    assert g.piles["stock"].cards[-1] == deck[16]
    assert g.piles["stock"].cards[0] == deck[-1]


def test_matrimony_rule_04_only_top_cards_and_only_to_foundations():
    g = crafted_game(V, {0: "KD", 1: "5C", 17: "TD"}, last=BASES)
    assert refused(g, "t1-t2") == (
        "In Matrimony cards go only from the piles to the foundations: "
        "nothing is built on the piles."
    )
    g.play("t1-f1")
    # no filling of gaps by the player
    assert refused(g, "t2-t1").startswith("In Matrimony cards go only from the piles")
    assert refused(g, "f1-t1") == "In Matrimony a card on a foundation stays there."
    g.play("s-t")
    # t2 now holds 5♣ with 10♦ on top: only the top card moves
    assert pile_text(g, "t2") == "5♣ 10♦"
    assert refused(g, "t2-f2x2") == "In Matrimony only the top card of a pile can move."
    assert g.is_legal("t2-f2")
    # every legal card move goes to a foundation
    assert all(m.dst.startswith("f") for m in g.legal_moves() if m.src.startswith("t"))


def test_matrimony_rule_05_bases_go_home_by_themselves_and_the_gap_stays():
    g, deck = _no_play_deal()
    fx = [(e.kind, str(e.card), e.pile, e.dst) for e in g.deal_effects]
    assert fx == [
        ("to_foundation", "J♥", "t1", "f3"),
        ("to_foundation", "J♥", "t2", "f4"),
        ("to_foundation", "10♠", "t3", "f5"),
        ("to_foundation", "10♠", "t4", "f6"),
        ("to_foundation", "10♣", "t5", "f7"),
        ("to_foundation", "10♣", "t6", "f8"),
    ]
    for j in range(1, 7):
        assert g.piles[f"t{j}"].cards == ()
    # nothing fills the gaps but the next deal
    assert not any(m.dst.startswith("t") and m.dst != "tableau" for m in g.legal_moves())
    g.play("s-t")
    for j in range(1, 7):
        assert g.piles[f"t{j}"].cards == (deck[mat_pile(j, 1)],)


def test_matrimony_rule_05_base_dealt_later_goes_home_at_once():
    # a 10♠ dealt from the stock onto K♦ is on top, so it goes to f5 before anything else
    placed = {0: "KD", 16: "TS"}
    g = crafted_game(V, placed, last=BASES[:2] + BASES[3:])
    assert pile_text(g, "f5") == ""
    fx = g.play("s-t")  # 10♠ dealt onto K♦: on top, so it goes home at once
    assert ("to_foundation", "10♠", "t1", "f5") in [
        (e.kind, str(e.card), e.pile, e.dst) for e in fx
    ]
    assert pile_text(g, "t1") == "K♦"


def test_matrimony_option_auto_place_bases_off():
    g = crafted_game(V, {0: "JH", 1: "TC"}, auto_place_bases=False, last=BASES[1:2] + BASES[2:5])
    assert g.deal_effects == ()
    assert pile_text(g, "t1") == "J♥"
    # identical foundations are both offered (rule 6); the player picks
    moves = sorted(str(m) for m in g.legal_moves() if m.src in ("t1", "t2"))
    assert moves == ["t1-f3", "t1-f4", "t2-f7", "t2-f8"]
    assert g.play("t1-f4") == ()
    assert pile_text(g, "f4") == "J♥" and pile_text(g, "f3") == ""


def test_matrimony_rule_06_a_diamond_may_fit_f1_and_f2_the_player_chooses():
    f1 = ["KD", "AD", "2D", "3D", "4D", "5D"]  # f1 then needs 6♦
    f2 = ["TD", "9D", "8D", "7D"]  # f2 then needs 6♦ too
    placed = {j: c for j, c in enumerate(f1 + f2 + ["6D"])}
    g = crafted_game(V, placed, last=BASES)
    for j in range(1, 7):
        g.play(f"t{j}-f1")
    for j in range(7, 11):
        g.play(f"t{j}-f2")
    assert sorted(str(m) for m in g.legal_moves() if m.src == "t11") == ["t11-f1", "t11-f2"]
    assert g.explain("t11-f1") == (
        "6♦ can go on 5♦ in foundation 1: it builds up in suit, round the corner from King to Ace."
    )
    assert g.explain("t11-f2") == (
        "6♦ can go on 7♦ in foundation 2: "
        "it builds down in suit, round the corner from Ace to King."
    )
    g.play("t11-f2")
    assert pile_text(g, "f2").endswith("7♦ 6♦") and pile_text(g, "f1").endswith("5♦")


def test_matrimony_rule_06_a_double_click_leaves_the_choice_to_the_player():
    # f1 and f2 differ (one builds up, the other down): where 6♦ goes decides the game, so
    # the double-click's move is none and both are offered; identical twins are alike
    f1 = ["KD", "AD", "2D", "3D", "4D", "5D"]
    f2 = ["TD", "9D", "8D", "7D"]
    # the two J♥ on t13 and t14 go home at once: f3 and f4 then both take 10♥ (on t12)
    placed = {j: c for j, c in enumerate(f1 + f2 + ["6D", "TH", "JH", "JH"])}
    g = crafted_game(V, placed, last=BASES[2:])
    for j in range(1, 7):
        g.play(f"t{j}-f1")
    for j in range(7, 11):
        g.play(f"t{j}-f2")
    assert [str(m) for m in g.foundation_choices("t11")] == ["t11-f1", "t11-f2"]
    assert g.foundation_move_for("t11") is None
    # 10♥ fits both J♥ foundations (f3 and f4, at one height): the first is as good
    assert [str(m) for m in g.foundation_choices("t12")] == ["t12-f3", "t12-f4"]
    assert str(g.foundation_move_for("t12")) == "t12-f3"
    g.play("t12-f3")
    assert g.foundation_choices("t12") == [] and g.foundation_move_for("t12") is None


def test_matrimony_rule_07_stock_deal_one_card_on_each_pile_gaps_included():
    g, deck = _no_play_deal()
    assert g.explain("s-t") == "Deal one card from the stock onto each pile (16 cards)."
    for d in range(1, 6):
        before = {j: g.piles[f"t{j}"].cards for j in range(1, 17)}
        g.play("s-t")
        for j in range(1, 17):
            assert g.piles[f"t{j}"].cards == before[j] + (deck[mat_pile(j, d)],)
    assert len(g.piles["stock"]) == 6
    assert g.explain("s-t") == "Deal the last 6 cards of the stock, one each onto piles 1 to 6."
    g.play("s-t")  # the last deal: 6 cards to t1..t6
    assert g.piles["stock"].cards == ()
    for j in range(1, 17):
        assert len(g.piles[f"t{j}"]) == 6
        if j <= 6:
            assert g.piles[f"t{j}"].top == deck[mat_pile(j, 6)]
    assert refused(g, "s-t") == (
        "The stock is empty: the redeal has begun, one pile at a time (for example t16-t)."
    )


def test_matrimony_rule_07_deal_needs_the_whole_row():
    g, _ = _no_play_deal()
    assert refused(g, "s-t1") == "The stock deals one card onto every pile at once (s-t)."


def _card_moves(g: Game) -> list[str]:
    return [str(m) for m in g.legal_moves() if m.dst != "tableau"]


def _to_the_redeal(g: Game) -> Game:
    """Deal the whole stock, playing every card that can go home before each deal (so
    it works whichever option restricts the deal); stop when the redeal begins."""
    while g.piles["stock"].cards:
        while _card_moves(g):
            g.play(_card_moves(g)[0])
        g.play("s-t")
    return g


def test_rule_7_deal_requires_no_moves_restricts_the_stock_deal():
    g = crafted_game(V, {0: "KD"}, deal_requires_no_moves=True, last=BASES)
    assert refused(g, "s-t") == (
        "You may deal only when no other move is possible, and t1-f1 can still be played."
    )
    assert "s-t" not in [str(m) for m in g.legal_moves()]
    g.play("t1-f1")
    assert g.is_legal("s-t")
    # allowed at any time by default
    assert crafted_game(V, {0: "KD"}, last=BASES).is_legal("s-t")


def test_rule_7_deal_requires_no_moves_leaves_the_redeal_steps_free():
    """RULES.md attaches the option to the stock deal (rule 7) only: a redeal step
    (rule 8) may be taken while a card can still go home."""
    g = _to_the_redeal(Game(V, seed=5, deal_requires_no_moves=True))
    assert _card_moves(g), "deal 5 leaves plays when the redeal begins"
    assert g.is_legal("t16-t") and "t16-t" in [str(m) for m in g.legal_moves()]
    g.play("t16-t")
    assert g.redeals_used == 1


def test_rule_8_redeal_requires_no_moves_restricts_the_redeal_steps():
    g = _to_the_redeal(Game(V, seed=5, redeal_requires_no_moves=True))
    first = _card_moves(g)[0]
    assert refused(g, "t16-t") == (
        "You may take a redeal step only when no other move is possible, "
        f"and {first} can still be played."
    )
    assert "t16-t" not in [str(m) for m in g.legal_moves()]
    for lang in ("it", "nl", "pt"):
        assert first in g.explain("t16-t", lang)
    while _card_moves(g):
        g.play(_card_moves(g)[0])
    assert g.legal_moves() == [g._move(g._index["t16"], -1)] and g.is_legal("t16-t")
    # the default rules allow a step at any time
    free = _to_the_redeal(Game(V, seed=5))
    assert _card_moves(free) and free.is_legal("t16-t")


def test_rule_8_redeal_requires_no_moves_leaves_the_stock_deal_free():
    g = crafted_game(V, {0: "KD"}, redeal_requires_no_moves=True, last=BASES)
    assert _card_moves(g) == ["t1-f1"] and g.is_legal("s-t")
    assert [str(m) for m in g.legal_moves()] == ["t1-f1", "s-t"]


def test_rule_8_redeal_requires_no_moves_has_its_own_rule_text():
    from solitaire_widget import rules
    from solitaire_widget.replay import Replay

    for lang in ("en", "it", "nl", "pt"):
        plain = {r.number: r.text for r in rules(V, lang).items}
        strict = {r.number: r.text for r in rules(V, lang, redeal_requires_no_moves=True).items}
        deal = {r.number: r.text for r in rules(V, lang, deal_requires_no_moves=True).items}
        assert {k for k in plain if plain[k] != strict[k]} == {8}, lang
        assert {k for k in plain if plain[k] != deal[k]} == {7}, lang
        assert strict[8].startswith(plain[8]) and len(strict[8]) > len(plain[8]) + 20
    assert (
        rules(V, redeal_requires_no_moves=True)
        .items[7]
        .text.endswith("You may take a step only when no other move is possible.")
    )
    # a replay says why a step was allowed under the option
    g = _to_the_redeal(Game(V, seed=5, redeal_requires_no_moves=True))
    while _card_moves(g):
        g.play(_card_moves(g)[0])
    g.play("t16-t")
    said = Replay(g).narration(len(g.moves))
    assert "because no other move was possible" in said
    g = _to_the_redeal(Game(V, seed=5))
    g.play("t16-t")
    assert "because" not in Replay(g).narration(len(g.moves))


def _after_six_deals(**options) -> tuple[Game, list[Card]]:
    g, deck = _no_play_deal(**options)
    for _ in range(6):
        g.play("s-t")
    return g, deck


def test_matrimony_rule_08_the_reason_for_a_step_on_a_short_pile_says_it_stays():
    # "pick up pile 4 (1 cards) and deal them one by one" for a pile rule 8 leaves as it
    # is; the replay said it right ("fewer than two cards, so it stays as it is")
    g = Game("matrimony", seed=3)
    while g.piles["stock"].cards:
        g.play("s-t")
    while True:  # send home what fits, else take the next step, until pile 4's step
        moves = g.legal_moves()
        home = [m for m in moves if m.dst[0] == "f"]
        if not home and str(moves[-1]) == "t4-t":
            break
        g.play(home[0] if home else moves[-1])
    assert len(g.piles["t4"].cards) < 2
    texts = [g.explain("t4-t", lang=lang) for lang in ("en", "it", "nl", "pt")]
    assert texts[0] == "Redeal step: pile 4 has fewer than two cards, so it stays as it is."
    assert not any("1 card" in t or "0 card" in t or "kaarten)" in t for t in texts)
    before = g.piles["t4"].cards
    g.play("t4-t")
    assert g.piles["t4"].cards == before


def test_matrimony_rule_08_redeal_bottom_first_wraps():
    g, _ = _after_six_deals()
    before = {j: list(g.piles[f"t{j}"].cards) for j in range(1, 17)}
    # steps go 16, 15, ... 1
    assert refused(g, "t15-t") == (
        "The redeal goes from pile 16 down to pile 1: the next step picks up pile 16."
    )
    assert [str(m) for m in g.legal_moves()][-1] == "t16-t"
    assert g.explain("t16-t") == (
        "Redeal step: pick up pile 16 (6 cards) and deal them one by one, "
        "starting in its own place."
    )
    g.play("t16-t")
    picked = before[16]  # bottom -> top; the bottom card is dealt first
    expected = {j: list(cs) for j, cs in before.items()}
    expected[16] = []
    for k, c in enumerate(picked):
        expected[[16, 1, 2, 3, 4, 5][k]].append(c)
    assert {j: list(g.piles[f"t{j}"].cards) for j in range(1, 17)} == expected
    assert g.piles["t16"].cards == (picked[0],)  # the first card fills the gap
    assert g.redeals_used == 1
    g.play("t15-t")  # 15 -> 15, 16, 1, 2, 3, 4
    assert g.piles["t16"].cards == (picked[0], before[15][1])
    assert g.piles["t4"].cards[-1] == before[15][-1]


def test_matrimony_option_redeal_card_order_top_first():
    g, _ = _after_six_deals(redeal_card_order="top_first")
    before = list(g.piles["t16"].cards)
    g.play("t16-t")
    assert g.piles["t16"].cards == (before[-1],)  # the top card fills the gap
    assert [g.piles[f"t{j}"].cards[-1] for j in range(1, 6)] == before[-2::-1]


def test_matrimony_rule_08_short_piles_are_left_but_their_step_is_used():
    # t15 holds 4♠..9♠ (bottom -> top), all playable on f5 (10♠ down): emptied by play;
    # t14 holds X 5♣ 6♣ 7♣ 8♣ 9♣: five go to f7, one card stays.
    placed = dict(enumerate(BASES))
    for d, c in enumerate(["4S", "5S", "6S", "7S", "8S", "9S"]):
        placed[mat_pile(15, d)] = c
    for d, c in enumerate(["5C", "6C", "7C", "8C", "9C"], start=1):
        placed[mat_pile(14, d)] = c
    g = crafted_game(V, placed)
    for _ in range(6):
        g.play("s-t")
    for _ in range(6):
        g.play("t15-f5")
    for _ in range(5):
        g.play("t14-f7")
    assert g.piles["t15"].cards == () and len(g.piles["t14"]) == 1
    g.play("t16-t")
    # t16's 6 cards went to 16, 1, 2, 3, 4, 5: t15 is still empty
    assert g.piles["t15"].cards == ()
    key = g.state_key()
    g.play("t15-t")  # empty: left as it is, step used
    assert g.state_key()[:2] == key[:2] and g.redeals_used == 2
    t14 = g.piles["t14"].cards
    g.play("t14-t")  # one card: left as it is
    assert g.piles["t14"].cards == t14 and g.redeals_used == 3
    assert str(g.legal_moves()[-1]) == "t13-t"


def test_matrimony_rule_08_foundation_play_between_steps():
    g, _ = _after_six_deals()
    g.play("t16-t")
    # any card that fits may now be played before the next step; the step waits
    fits = [m for m in g.legal_moves() if m.dst.startswith("f")]
    assert fits, "this deal leaves a fitting card after step 16"
    g.play(fits[0])
    assert g.redeals_used == 1
    assert g.is_legal("t15-t")


def test_matrimony_rule_08_redeal_not_before_the_stock_is_empty():
    g, _ = _no_play_deal()
    assert (
        refused(g, "t16-t") == "The redeal begins only when the stock is empty: deal first (s-t)."
    )


def _play_out(g: Game) -> None:
    """Deal, redeal and play every fitting card (first choice) until nothing is left."""
    while True:
        moves = g.legal_moves()
        if not moves:
            return
        g.play(moves[0])


def test_matrimony_rule_09_lost_when_step_1_is_done_and_nothing_fits():
    # deal out without ever playing (bases only), then all 16 redeal steps
    g, _ = _after_six_deals()
    for p in range(16, 0, -1):
        assert g.redeals_used == 16 - p
        g.play(f"t{p}-t")
    assert g.redeals_used == 16
    assert refused(g, "t1-t") == "All 16 steps of the redeal are done: no more dealing."
    cards_that_fit = [m for m in g.legal_moves()]
    if cards_that_fit:  # play out what fits; afterwards nothing is left
        _play_out(g)
    assert g.legal_moves() == []
    assert not g.is_won()
    assert g.is_stuck() and g.status == "stuck"


def test_matrimony_rule_09_not_lost_while_a_top_card_fits_after_step_1():
    for seed in range(1, 40):
        g = Game(V, seed=seed)
        while g.redeals_used < 16 and g.legal_moves():
            g.play(g.legal_moves()[-1])  # stock moves only (they come last)
        fits = [m for m in g.legal_moves() if m.dst.startswith("f")]
        if fits:
            assert not g.is_stuck() and g.status == "playing"
            g.play(fits[0])
            return
    pytest.fail("no seed in 1..39 leaves a fitting card after the redeal")


def test_matrimony_rule_09_won_when_all_104_cards_are_home():
    # deal 296 is won by always playing the first legal move (found by trying deals 1…)
    g = Game(V, seed=296)
    _play_out(g)
    assert g.is_won() and g.status == "won" and not g.is_stuck()
    assert g.foundation_count() == 104
    assert all(len(g.piles[f"f{k}"]) == 13 for k in range(1, 9))
    assert all(g.piles[f"t{j}"].cards == () for j in range(1, 17))
    while g.is_won():  # (redeal steps over empty piles may follow the win)
        g.undo()
    assert g.foundation_count() == 103 and g.status == "playing"


def test_matrimony_rule_09_greedy_play_outs_end_won_or_stuck():
    for seed in range(1, 30):
        g = Game(V, seed=seed)
        _play_out(g)
        assert g.foundation_count() + sum(len(g.piles[f"t{j}"]) for j in range(1, 17)) == 104
        assert g.redeals_used == 16 and g.piles["stock"].cards == ()
        assert g.status == ("won" if g.is_won() else "stuck")


def test_matrimony_option_foundation_scheme_pysol():
    placed = dict(enumerate(["JH", "QH", "JS", "QS", "JC", "QC"]))
    g = crafted_game(V, placed, foundation_scheme="pysol")
    got = {e.dst: str(e.card) for e in g.deal_effects}
    assert got == {"f3": "J♥", "f4": "Q♥", "f5": "J♠", "f6": "Q♠", "f7": "J♣", "f8": "Q♣"}
    assert pile_text(g, "f1") == "Q♦" and pile_text(g, "f2") == "J♦"
    # f4 builds up (Q♥ then K♥), f3 down (J♥ then 10♥)
    r = g.rules
    assert [(f.id, f.direction) for f in r.foundations] == [
        ("f1", 1),
        ("f2", -1),
        ("f3", -1),
        ("f4", 1),
        ("f5", -1),
        ("f6", 1),
        ("f7", -1),
        ("f8", 1),
    ]
    # a 10♠ is no base in this scheme: it stays on its pile
    g2 = crafted_game(V, {0: "TS"}, foundation_scheme="pysol")
    assert pile_text(g2, "t1") == "10♠"


def test_matrimony_rule_04_nothing_goes_back_to_the_stock():
    # the reason spoke of a waste Matrimony does not have
    g = Game(V, seed=1)
    for src in ("t1", "f1"):
        reason = g.explain(f"{src}-s")
        assert "waste" not in reason and "nothing goes back to the stock" in reason


def test_matrimony_rule_08_a_step_with_a_card_count_names_the_step():
    g = Game(V, seed=1)
    while g.piles["stock"].cards:
        g.play("s-t")
    assert g.explain("t16-tx3") == (
        "A redeal step picks up the whole pile: leave out the card count (t16-t)."
    )


def test_matrimony_rule_07_the_last_deal_is_said_to_reach_piles_1_to_6():
    # the narration and the reason said "one card onto each pile" of a deal of 6 cards
    g = Game(V, seed=1)
    for _ in range(5):
        g.play("s-t")
    assert len(g.piles["stock"].cards) == 6
    assert g.explain("s-t") == "Deal the last 6 cards of the stock, one each onto piles 1 to 6."
    r = Replay(g.to_record())
    r.seek(len(r)).play("s-t")
    assert r.narration(6, "en").startswith(
        "The stock deals its last 6 cards, one each onto piles 1 to 6."
    )
    assert "1 a 6" in r.narration(6, "it") and "1 tot en met 6" in r.narration(6, "nl")


def test_matrimony_rule_08_a_step_of_an_empty_pile_is_worded_and_the_lesson_says_so():
    # an exercise gave the redeal step of an empty pile as bare notation ("t14-t"), and the
    # lesson's comment on it said the pile held a single card
    from solitaire_widget import example_record
    from solitaire_widget.exercise import names_a_hidden_card

    r = Replay(example_record("matrimony-lesson"))
    before = r.seek(60).game
    assert before.piles["t14"].cards == () and str(r.move(61)) == "t14-t"
    assert not names_a_hidden_card(before, r.move(61))
    assert "leeg" in r.narration_parts(61, "nl")["comment"]
    assert "empty" in r.narration_parts(61, "en")["comment"]
