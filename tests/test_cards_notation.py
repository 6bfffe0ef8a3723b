"""Cards and move notation: text round trips, accepted spellings, decks, frozen values."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

import pytest

from solitaire_widget import Card, CardParseError, Game, InvalidMoveError, Move, notation
from solitaire_widget.cards import (
    SUIT_SYMBOLS,
    SUITS,
    deck_32,
    deck_52,
    deck_104,
    parse_cards,
)

ALL_52 = [Card(rank, suit) for suit in "SHDC" for rank in range(1, 14)]


@pytest.mark.parametrize("card", ALL_52, ids=str)
def test_every_card_round_trips_through_its_texts(card):
    assert Card.parse(str(card)) == card
    assert Card.parse(card.code2) == card
    assert Card.parse(card.code2.lower()) == card
    assert Card.from_code(card.code) == card
    assert len(card.code2) == 2 and card.code2.isascii()
    assert str(card)[-1] == SUIT_SYMBOLS[SUITS.index(card.suit)]
    assert card.is_red == (card.suit in "HD")
    assert repr(card) == f"Card.parse({str(card)!r})"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("10♠", "10♠"),
        ("TS", "10♠"),
        ("10s", "10♠"),
        ("ts", "10♠"),
        ("qd", "Q♦"),
        ("QD", "Q♦"),
        ("Q♦", "Q♦"),
        ("A♥", "A♥"),
        ("ah", "A♥"),
        ("1h", "A♥"),
        (" k ♣ ", "K♣"),
        ("j♡", "J♥"),
        ("7♢", "7♦"),
        ("9♤", "9♠"),
        ("2♧", "2♣"),
    ],
)
def test_accepted_spellings(text, expected):
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize(
    "text", ["", "ZZ", "11♠", "0S", "1", "S", "QQ", "10", "Q♦♦", "QDX", "KS\u0301", "\u212aS", 5]
)
def test_not_cards_are_refused_with_a_clear_message(text):
    with pytest.raises(CardParseError) as info:
        Card.parse(text)  # type: ignore[arg-type]
    assert isinstance(info.value, ValueError)
    assert "card" in str(info.value)


def test_card_values_are_frozen_hashable_and_checked():
    c = Card.parse("QD")
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.rank = 3  # type: ignore[misc]
    assert {c, Card(12, "D")} == {c}
    with pytest.raises(CardParseError, match="rank"):
        Card(14, "S")
    with pytest.raises(CardParseError, match="suit"):
        Card(3, "X")
    assert sorted([Card(2, "S"), Card(1, "S")]) == [Card(1, "S"), Card(2, "S")]


def test_decks_32_52_104():
    d32, d52, d104 = deck_32(), deck_52(), deck_104()
    assert len(d32) == 32 and len(set(d32)) == 32
    assert {c.rank for c in d32} == {1, 7, 8, 9, 10, 11, 12, 13}
    assert Counter(c.suit for c in d32) == {"S": 8, "H": 8, "D": 8, "C": 8}
    assert d52 == ALL_52 and len(set(d52)) == 52
    assert len(d104) == 104 and Counter(d104) == Counter(d52 * 2)
    # the variants deal exactly these (Matrimony holds back one Q♦ and one J♦)
    assert Counter(Game("klondike32", seed=1).deck) == Counter(d32)
    assert Counter(Game("klondike", seed=1).deck) == Counter(d52)
    m = Counter(Game("matrimony", seed=1).deck)
    m.update([Card.parse("QD"), Card.parse("JD")])
    assert m == Counter(d104)


def test_parse_cards_lists_and_errors():
    assert [str(c) for c in parse_cards("AS, 7h 10d")] == ["A♠", "7♥", "10♦"]
    assert parse_cards([Card.parse("AS"), "kh"]) == [Card(1, "S"), Card(13, "H")]
    with pytest.raises(CardParseError, match="card 2"):
        parse_cards("AS ZZ")


# ------------------------------------------------------------------ notation


def _table() -> list[tuple[str, str]]:
    """The notation table of the notation module's docstring: (text, description)."""
    doc = notation.__doc__ or ""
    rows = re.findall(r"^``([^`]+)``\s+(.+)$", doc, flags=re.M)
    assert len(rows) >= 8
    return rows


def test_notation_table_of_the_module_docs():
    rows = dict(_table())
    expected = {
        "t3-f1": Move("t3", "f1"),
        "w-t4": Move("waste", "t4"),
        "t2-t5x3": Move("t2", "t5", 3),
        "f2-t6": Move("f2", "t6"),
        "s-w": Move("stock", "waste"),
        "w-s": Move("waste", "stock"),
        "s-t": Move("stock", "tableau"),
        "t16-t": Move("t16", "tableau"),
    }
    assert set(rows) == set(expected)
    for text, move in expected.items():
        assert Move.parse(text) == move
        assert str(move) == text  # canonical form


def test_notation_table_moves_are_what_the_engine_plays():
    g = Game("klondike", seed=1)
    assert Move.parse("s-w") in g.legal_moves()
    m = Game("matrimony", seed=1)
    assert Move.parse("s-t") in m.legal_moves()


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("T3 F1", "t3-f1"),
        ("t3>f1", "t3-f1"),
        ("t3->f1", "t3-f1"),
        ("waste->f1", "w-f1"),
        ("stock-waste", "s-w"),
        ("t2-t5*3", "t2-t5x3"),
        ("t2 > t5 x3", "t2-t5x3"),
        ("t2-t5×3", "t2-t5x3"),
        ("t2-t5x1", "t2-t5"),
        ("t16 - tableau", "t16-t"),
        ("  w  s ", "w-s"),
    ],
)
def test_lenient_reading_and_canonical_writing(text, canonical):
    assert str(Move.parse(text)) == canonical


@pytest.mark.parametrize(
    "text",
    [
        "",
        "t3",
        "t3-",
        "t3-f1x0",
        "t0-f1",
        "t3-f100",
        "x-y",
        "t-f1",
        "tableau-t1",
        "t3-f1x1000",
        None,
    ],
)
def test_not_moves_are_refused_with_a_clear_message(text):
    with pytest.raises(InvalidMoveError) as info:
        Move.parse(text)  # type: ignore[arg-type]
    assert isinstance(info.value, ValueError)
    assert "move" in str(info.value) or "not" in str(info.value)


def test_move_is_frozen_hashable_and_checked():
    m = Move("t3", "f1")
    with pytest.raises(dataclasses.FrozenInstanceError):
        m.src = "t4"  # type: ignore[misc]
    assert hash(m) == hash(Move.parse("t3-f1")) and {m, Move.parse("t3 f1")} == {m}
    assert m.count == 1 and repr(m) == "Move.parse('t3-f1')"
    assert Move.from_str("t3-f1") == m
    for bad in [
        ("t3", "f1", 0),
        ("t3", "f1", True),
        ("t3", "f1", 1.0),
        ("T3", "f1", 1),
        ("", "f1", 1),
        ("t3", "t4", 105),  # more cards than any game has
        ("t3", "t4", 10**5000),  # too long to print, even
    ]:
        with pytest.raises(InvalidMoveError):
            Move(*bad)  # type: ignore[arg-type]
    assert Move("t3", "t4", 104).count == 104  # every card of Matrimony
    with pytest.raises(InvalidMoveError, match="from 1 to 104 .*, not 105"):
        Move.parse("t1-t2x105")
    assert notation.pile_short("stock") == "s" and notation.pile_long("T3") == "t3"


def test_every_move_that_can_be_built_prints_text_parse_reads_back():
    # Move("tableau", "t1") used to print 't-t1', which parse() refuses.
    with pytest.raises(InvalidMoveError, match="not 'tableau'"):
        Move("tableau", "t1")
    for src in notation.PILE_IDS:
        for dst in notation.PILE_IDS:
            for count in (1, 3):
                try:
                    move = Move(src, dst, count)
                except InvalidMoveError:
                    continue
                assert Move.parse(str(move)) == move, (src, dst, count)


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("10\u2660\ufe0f", "10♠"),
        ("Q\u2665\ufe0f", "Q♥"),
        ("10\u2660\ufe0e", "10♠"),
        ("a\u2663\ufe0f ", "A♣"),
    ],
)
def test_a_suit_with_a_variation_selector_is_the_suit(typed, card):
    # (an audit) a phone or a web page writes "♠️" (the suit and U+FE0F): it was no card
    assert str(Card.parse(typed)) == card and Card.parse(typed) is Card.parse(card)
    assert str(Card.parse(card)) == card  # the text round trip is unchanged


def test_a_deck_copied_with_emoji_suits_deals_the_same_game():
    g = Game("klondike", seed=3)
    emoji = " ".join(str(c) + "\ufe0f" for c in g.deck)
    assert Game("klondike", deck=emoji).deck == g.deck
    assert parse_cards(emoji) == g.deck
    with pytest.raises(CardParseError, match="is not a card"):
        Card.parse("\ufe0f")  # a selector alone is still nothing
