"""Golden deals: the versioned shuffle's output frozen literally, and exact layouts.

The deck orders below were generated once with shuffle ``v1`` and written out by hand
into this file. If the shuffle changes, these tests fail: a new shuffle needs a new
version name (old records keep their deck orders, so they still replay).
"""

from __future__ import annotations

import pytest

from solitaire_widget import Game
from solitaire_widget.shuffle import SHUFFLE_VERSION, SplitMix64, check_seed, shuffled

GOLDEN = {
    ("klondike32", 0): (
        "JH 7D KS 8C JD QH 8D 7S TD AH AD JC 8H QS 8S QD 7H QC AS 9S TS AC JS 9H KC TC "
        "TH KD 9C 9D 7C KH"
    ),
    ("klondike32", 1): (
        "7C JH 8S TH AC KC TD JD 7H QH 9C QD TC QS 9H 9S 8D 9D 8C TS AD KS 8H JC AH 7D "
        "QC JS KH AS KD 7S"
    ),
    ("klondike32", 42): (
        "8S QD KS 9S 8H 7D 7H TD 7S 8C QH AS AD 9H 9C JS TH AC TS JC KC 7C QC JH AH KD "
        "KH QS 9D 8D TC JD"
    ),
    ("klondike32", 2**64 - 1): (
        "7C AH TD QS KC JD TS TC 7D QH 9C QC AC JS KD KS 9H JH 9S KH 8C 9D 8D TH AD JC "
        "8H QD 8S 7S 7H AS"
    ),
    ("matrimony", 0): (
        "7S 6C 9D TS 4H 7C 9S 6S 2D 4S 3S KC 5S 5H AD JD 8C QS QH TC KC 3C KS 6H QD 7D "
        "8S AS AC 3S 2H 8D 8C 2H AH 9D 3D 8D 6S 4D 2C QH 7S 8H 4C TC 5C 3C TD 7H 2S 5C "
        "KD 9C TD KS 7H JC 4H 8H AC QC JS TH 6D 4S AS 2D TS 7D 4C 6D 9H KH 5H KD 3D 3H "
        "6C 9S 2S 8S 5S QC TH QS JS 7C 5D AH 6H JH 2C 9H 5D 3H JC JH KH 4D AD 9C"
    ),
    ("matrimony", 1): (
        "2H 6C 8S 3S AH TH AD 4C 6H 2S 2D 4S AS 3D JH 4H 3C 8C KS 7H TS 6C 6D 9D 4C AC "
        "5S JS 2H KH KD 2D TD 9D KC 3H JS 9S JD 8H 3H JC 5D TS 5H 9C 3C 5H 7S 9S AS 7S "
        "4D 8H QC 5S AD 9H KD 6S 8C 8D 9H 4H 6D TC QH JC QC AH 5C 3S 5C 7C QS QS 3D 8D "
        "JH 9C 4S TC AC KS 2S KH QD 7D 6H QH 5D KC 8S TH 2C 7H 7D 6S 4D 2C TD 7C"
    ),
    ("matrimony", 42): (
        "3H 8S TH 8C QC 4H 7H 5D 5S 9H 3H 8H QS 6C 2D 6D TD 7D AC AD 7S TC 6D TS 5C TS "
        "5H JS KH QC 8S 2C 3S 5H QH 3D KC JD 4C TH 2S KD 9D 3S 8D 5D 6H AC QH 9H 2H KC "
        "2S 6S AS JS JH JC 3C 5S 2H 7D TC 3D 9S KH 4C 4D 9D 7C JC 7C 8C TD 4H 2C 4D KS "
        "AS 6S QD KS 8D 3C 7S 6C 9C AD 2D 6H 5C 4S 4S 7H JH QS KD 8H 9C 9S AH AH"
    ),
    ("matrimony", 2**64 - 1): (
        "8C 5D AD 8S 9S KD 5S 5H 5S 9C 7H 7D QC TS QH TH AS 5D 9H 3C 5C 4D JS 6C 6S 8S "
        "QD QS 4H 2C 3S 6S 8C 9H 7S 8D 2S 2D 5H 4C 8H 3D JC TC 6H AC 9D 2C 9D 6C 4H 2H "
        "TD 6D 2D TH AD 3S QS JC 9C 3C 6H 7C 3H 8D JH TC JH 7C 4D 3D 4C 7S AS KS 4S QC "
        "5C JD JS KC TS KH 7D 4S 7H 3H KS TD QH KH 8H 9S 6D AC KC KD AH 2S AH 2H"
    ),
    ("klondike", 0): (
        "8C JD 9S 2C 2H QH 6C TS 3H AS JS 7S 9D 8S QC KD 5D 2S 3D 5S AD 6S 4C TH 5H 8D "
        "8H AH QD TC QS JH 3C 4H 2D 9H 3S KH AC 7C 9C 7H JC 6D KC 4S 7D 5C 6H 4D KS TD"
    ),
    ("klondike", 1): (
        "7H 9S 4H 8D 8H 5C JH 6H 9C JS 5H KH 3S 2H JD 5D 7D 4D 2S AH 6C KS KD TD TC JC "
        "TH 8C QS 4C 6S 7S AC 5S AD KC 6D QC QD QH 9H 3H 3C AS 4S 2D 8S TS 3D 2C 9D 7C"
    ),
    ("klondike", 42): (
        "7S 3D KS AC 2C AS AD KH TH 5S 8C JD 2D 4C 6D 5H 2H 5C 6H AH 7H 2S 8D 8S 4H 7D "
        "KC TC 4D 3H TD JC 4S 6C 7C 3C 8H QH 9C KD 5D 6S QC 9H JH QS 3S 9D QD 9S JS TS"
    ),
    ("klondike", 2**64 - 1): (
        "JS KC 7C 4S AH JD 5H 2D AD 7H 6H 6C 4H AC 4C 7D 3H 2H 9D QD 8H 3C 5C 9C AS 8C "
        "QH TH 7S QC 9S 4D JH KD KS 6D 9H 8D 8S TD 6S KH 2C 3D QS JC 3S 5D TC 2S TS 5S"
    ),
}


@pytest.mark.parametrize(("variant", "seed"), sorted(GOLDEN, key=str))
def test_shuffle_v1_deck_orders_are_frozen(variant, seed):
    g = Game(variant, seed=seed)
    assert g.shuffle_version == SHUFFLE_VERSION == "v1"
    assert " ".join(c.code2 for c in g.deck) == GOLDEN[variant, seed]
    # the same seed gives the same deal every time
    assert Game(variant, seed=seed).deck == g.deck


def test_splitmix64_matches_the_published_reference_outputs():
    # SplitMix64 seeded with 0: the first outputs of the reference implementation
    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_shuffle_small_lists_and_uniform_draw_bounds():
    assert shuffled(list(range(10)), 0) == [6, 3, 2, 9, 8, 1, 4, 7, 0, 5]
    assert shuffled(list(range(10)), 12345) == [8, 6, 7, 2, 1, 3, 9, 5, 0, 4]
    assert shuffled([], 3) == [] and shuffled(["x"], 3) == ["x"]
    items = list("abcdef")
    out = shuffled(items, 9)
    assert sorted(out) == items and items == list("abcdef")  # a new list; input untouched
    rng = SplitMix64(7)
    assert all(0 <= rng.below(n) < n for n in (1, 2, 3, 52, 104, 2**63 + 1) for _ in range(5))


@pytest.mark.parametrize("bad", [-1, 2**64, 1.5, "7", True, None])
def test_shuffle_refuses_bad_seeds(bad):
    with pytest.raises(ValueError, match="seed"):
        check_seed(bad)
    with pytest.raises(ValueError, match="seed"):
        Game("klondike", seed=bad) if bad is not None else check_seed(bad)


def test_a_seed_too_long_to_print_is_named_by_its_size():
    # Python refuses to turn an int of over 4,300 digits into text: the error names the
    # seed and its size instead of failing on the message
    for huge in (10**5000, -(10**5000)):
        with pytest.raises(ValueError, match=r"seed must be between .* an integer of 16610 bits"):
            check_seed(huge)
        with pytest.raises(ValueError, match=r"seed must be between .* an integer of 16610 bits"):
            Game("klondike", seed=huge)
    with pytest.raises(ValueError, match=r"not 18446744073709551616$"):
        check_seed(2**64)


def test_unknown_shuffle_version_is_refused():
    with pytest.raises(ValueError, match="unknown shuffle version 'v0'"):
        shuffled([1, 2, 3], 1, version="v0")


def _layout(g: Game) -> dict[str, tuple[str, int]]:
    return {pid: (" ".join(c.code2 for c in p.cards), p.face_down) for pid, p in g.piles.items()}


def test_klondike32_seed_0_layout_worked_out_by_hand():
    # deck: JH 7D KS 8C JD QH 8D | 7S TD AH AD JC 8H | QS 8S QD 7H QC | AS→f1, 9S TS AC JS
    #       | 9H KC TC | TH KD | 9C | stock 9D 7C KH (9D drawn first)
    g = Game("klondike32", seed=0)
    assert _layout(g) == {
        "stock": ("KH 7C 9D", 3),
        "waste": ("", 0),
        "f1": ("AS", 0),
        "f2": ("", 0),
        "f3": ("", 0),
        "f4": ("", 0),
        "t1": ("JH", 0),
        "t2": ("7D 7S", 1),
        "t3": ("KS TD QS", 2),
        "t4": ("8C AH 8S 9S", 3),  # A♥ face down is never checked (rule 3)
        "t5": ("JD AD QD TS 9H", 4),
        "t6": ("QH JC 7H AC KC TH", 5),
        "t7": ("8D 8H QC JS TC KD 9C", 6),
    }
    g.play("s-w")
    assert str(g.piles["waste"].top) == "9♦"  # the first remaining card is drawn first


def test_klondike_seed_0_layout_and_stock_order():
    deck = GOLDEN["klondike", 0].split()
    g = Game("klondike", seed=0)
    lay = _layout(g)
    # row r puts one card on each of piles r..7; row r's card on pile r is face up
    want: dict[str, list[str]] = {f"t{i}": [] for i in range(1, 8)}
    pos = 0
    for row in range(1, 8):
        for i in range(row, 8):
            want[f"t{i}"].append(deck[pos])
            pos += 1
    assert pos == 28
    for i in range(1, 8):
        assert lay[f"t{i}"] == (" ".join(want[f"t{i}"]), i - 1)
    assert lay["t1"] == ("8C", 0)
    assert lay["t7"] == ("6C 9D 2S 6S 5H 8H AH", 6)  # no Ace replacement in Klondike
    # stock: the first remaining card (deck[28]) is its top, i.e. the last element
    assert lay["stock"] == (" ".join(reversed(deck[28:])), 24)
    assert g.piles["stock"].top.code2 == deck[28] == "QD"


def test_matrimony_seed_42_layout_and_bases():
    deck = GOLDEN["matrimony", 42].split()
    g = Game("matrimony", seed=42)
    lay = _layout(g)
    assert lay["f1"] == ("QD", 0) and lay["f2"] == ("JD", 0)
    placed = {e.pile: (e.card.code2, e.dst) for e in g.deal_effects}
    for j in range(1, 17):
        card = deck[j - 1]
        if f"t{j}" in placed:  # a base went home at once (rule 5)
            assert placed[f"t{j}"][0] == card and lay[f"t{j}"] == ("", 0)
        else:
            assert lay[f"t{j}"] == (card, 0)
    assert lay["stock"] == (" ".join(reversed(deck[16:])), 86)
    # the first stock deal puts deck[16], deck[17], ... on t1, t2, ... (bases go home)
    fx = g.play("s-t")
    home = {e.pile: e.card.code2 for e in fx if e.kind == "to_foundation"}
    for j in range(1, 17):
        card = deck[16 + j - 1]
        if f"t{j}" in home:
            assert home[f"t{j}"] == card
        else:
            assert g.piles[f"t{j}"].cards[-1].code2 == card


@pytest.mark.parametrize("variant", ["klondike32", "matrimony", "klondike"])
def test_deal_order_index_0_is_dealt_first(variant):
    # RULES.md "Deal order": index 0 of the deck order is the first card dealt (t1),
    # and the record keeps the deck order, so the same deck gives the same deal
    g = Game(variant, seed=77)
    first = g.deck[0]
    if variant == "klondike32" and first.rank == 1:  # rule 3: it went home instead
        assert g.piles["f1"].cards == (first,)
    elif g.piles["t1"].cards:
        assert g.piles["t1"].cards[0] == first
    again = Game(variant, deck=[c.code2 for c in g.deck])
    assert again.state_key() == g.state_key()


@pytest.mark.parametrize(
    ("variant", "options", "move"),
    [("klondike32", {}, "s-w"), ("klondike", {"draw_count": 1}, "s-w"), ("matrimony", {}, "s-t")],
)
def test_stock_order_first_remaining_card_is_drawn_first(variant, options, move):
    g = Game(variant, seed=123, **options)
    stock = g.piles["stock"].cards
    layout = len(g.deck) - len(stock)
    # the stock is the rest of the deck order, its first card on top (the last element)
    assert list(reversed(stock)) == g.deck[layout:]
    top = stock[-1]
    g.play(move)
    dealt = g.piles["waste"].top if variant != "matrimony" else None
    if variant == "matrimony":  # the first remaining card lands on t1 (or went home)
        fx = [e.card for e in g.history[-1].effects if e.pile == "t1"]
        dealt = g.piles["t1"].top if not fx else fx[0]
    assert dealt == top
