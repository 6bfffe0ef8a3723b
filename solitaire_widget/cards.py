"""Cards, suits, ranks and decks, with text round-trips.

A :class:`Card` is a small frozen value. Internally the engine works on card
*codes* (``suit * 13 + rank - 1``, an int in ``range(52)``) because ints are what
makes a pure-Python engine fast; the public objects are built from codes on demand.

>>> Card.parse("TS"), Card.parse("10s"), Card.parse("qd")
(Card.parse('10♠'), Card.parse('10♠'), Card.parse('Q♦'))
>>> str(Card.parse("ah"))
'A♥'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from .errors import clip, is_whole_number, without_variation_selectors

__all__ = [
    "Card",
    "CardParseError",
    "SUITS",
    "SUIT_SYMBOLS",
    "RANK_TEXT",
    "deck_32",
    "deck_52",
    "deck_104",
    "parse_cards",
]

#: Suit letters in the project's canonical order: spades, hearts, diamonds, clubs.
SUITS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
#: Rank text by rank number (1 = Ace … 13 = King).
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K", **{n: str(n) for n in range(2, 11)}}
#: Two-character rank letters (``T`` for ten), used in compact codes such as ``"TS"``.
RANK_LETTER = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K", **{n: str(n) for n in range(2, 10)}}

_RANK_FROM_TEXT = {
    "A": 1,
    "1": 1,
    "T": 10,
    "10": 10,
    "J": 11,
    "Q": 12,
    "K": 13,
    **{str(n): n for n in range(2, 10)},
}
_SUIT_FROM_TEXT = {
    "S": 0,
    "H": 1,
    "D": 2,
    "C": 3,
    "♠": 0,
    "♥": 1,
    "♦": 2,
    "♣": 3,
    "♤": 0,
    "♡": 1,
    "♢": 2,
    "♧": 3,
}
# ASCII: with IGNORECASE alone, "K" (Kelvin sign) and "ſ" would match k and s
# Matched whole on the stripped text: one optional space run, no nested quantifiers.
_CARD_RE = re.compile(r"(10|[2-9]|[atjqk1])\s*([shdc♠♥♦♣♤♡♢♧])", re.IGNORECASE | re.ASCII)
#: The longest card text read (``" 10 ♠ "`` is 6): bounds the work and the error message.
MAX_CARD_TEXT = 16
#: The most cards :func:`parse_cards` reads (a Matrimony deck is 104).
MAX_CARDS = 1024


class CardParseError(ValueError):
    """A text that is not a card (``"ZZ"``, ``"11♠"``, ``""``)."""


def code_of(rank: int, suit: int) -> int:
    """Card code for a rank number (1–13) and suit index (0–3)."""
    return suit * 13 + rank - 1


#: Per-code lookup tables (code = suit * 13 + rank - 1).
RANK_OF = tuple(c % 13 + 1 for c in range(52))
SUIT_OF = tuple(c // 13 for c in range(52))
#: 0 = black (♠ ♣), 1 = red (♥ ♦).
COLOUR_OF = tuple(1 if c // 13 in (1, 2) else 0 for c in range(52))


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A playing card: ``rank`` 1 (Ace) … 13 (King) and ``suit`` one of ``"SHDC"``.

    Parameters
    ----------
    rank : int
        1 = Ace, 11 = Jack, 12 = Queen, 13 = King.
    suit : str
        ``"S"`` spades, ``"H"`` hearts, ``"D"`` diamonds, ``"C"`` clubs.

    Examples
    --------
    >>> c = Card(12, "D")
    >>> str(c), c.code2, c.is_red
    ('Q♦', 'QD', True)
    >>> Card.parse(str(c)) == c
    True
    """

    rank: int
    suit: str

    def __post_init__(self) -> None:
        if not is_whole_number(self.rank, 1, 13):  # not True for the Ace either
            raise CardParseError(f"rank must be 1..13, not {clip(self.rank)}")
        if not isinstance(self.suit, str) or self.suit not in ("S", "H", "D", "C"):
            raise CardParseError(f"suit must be one of S H D C, not {clip(self.suit)}")

    # --- codes -----------------------------------------------------------------
    @property
    def code(self) -> int:
        """The engine's int code: ``suit_index * 13 + rank - 1``."""
        return SUITS.index(self.suit) * 13 + self.rank - 1

    @classmethod
    def from_code(cls, code: int) -> Card:
        """The card for an engine code (0–51).

        Raises
        ------
        CardParseError
            If ``code`` is not a whole number from 0 to 51 (-1 was the K♣, True the 2♠).
        """
        if not is_whole_number(code, 0, 51):
            raise CardParseError(f"a card code is a whole number from 0 to 51, not {clip(code)}")
        return _BY_CODE[code]

    # --- text ------------------------------------------------------------------
    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card from text: ``"10♠"``, ``"TS"``, ``"10s"``, ``"qd"``, ``"A♥"``.

        Raises
        ------
        CardParseError
            If the text is not exactly one card.
        """
        if not isinstance(text, str):
            raise CardParseError(f"a card must be given as text, not {type(text).__name__}")
        if len(text) > MAX_CARD_TEXT:
            raise CardParseError(
                f"{clip(text)} is not a card: a card is at most {MAX_CARD_TEXT} characters"
            )
        # "10♠️" from a phone is "10♠"; no other normalisation (a Kelvin sign is no K); the
        # strip is ASCII, like the pattern
        m = _CARD_RE.fullmatch(without_variation_selectors(text).strip(" \t\n\r\f\v"))
        if not m:
            raise CardParseError(
                f"{text!r} is not a card: write a rank (A 2-10 J Q K, T for ten) "
                "and a suit (S H D C or ♠ ♥ ♦ ♣), e.g. 'QD', '10♠', 'ts'"
            )
        rank = _RANK_FROM_TEXT[m.group(1).upper()]
        suit = _SUIT_FROM_TEXT[m.group(2).upper()]
        return _BY_CODE[suit * 13 + rank - 1]

    @property
    def code2(self) -> str:
        """Two-character ASCII code: ``"TS"``, ``"QD"``, ``"AH"``."""
        return RANK_LETTER[self.rank] + self.suit

    @property
    def symbol(self) -> str:
        """The suit symbol: ♠ ♥ ♦ ♣."""
        return SUIT_SYMBOLS[SUITS.index(self.suit)]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red; spades and clubs black."""
        return self.suit in ("H", "D")

    def __str__(self) -> str:
        return RANK_TEXT[self.rank] + self.symbol

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


_BY_CODE = tuple(Card(c % 13 + 1, SUITS[c // 13]) for c in range(52))


def parse_cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Parse a list of cards from ``"AS 7H 10d"`` (spaces or commas) or an iterable.

    At most :data:`MAX_CARDS` cards are read: no game deals more than 104, and the cap
    keeps a hostile list from costing more than a glance.

    >>> [str(c) for c in parse_cards("AS, 7h 10d")]
    ['A♠', '7♥', '10♦']
    """
    if isinstance(text, str):
        if len(text) > MAX_CARDS * (MAX_CARD_TEXT + 1):
            raise CardParseError(f"{len(text)} characters is too long for {MAX_CARDS} cards")
        items: Iterable[str | Card] = [t for t in re.split(r"[\s,]+", text.strip()) if t]
    elif isinstance(text, Iterable) and not isinstance(text, (bytes, bytearray, Mapping)):
        items = text
    else:
        raise CardParseError(
            f"cards are given as text like 'AS 7H 10D' or a list of cards, "
            f"not {type(text).__name__}"
        )
    out = []
    for i, item in enumerate(items):
        if i >= MAX_CARDS:
            raise CardParseError(f"more than {MAX_CARDS} cards")
        if isinstance(item, Card):
            out.append(item)
            continue
        try:
            out.append(Card.parse(item))
        except CardParseError as exc:
            raise CardParseError(f"card {i + 1}: {exc}") from None
    return out


def deck_52() -> list[Card]:
    """One 52-card deck in canonical order (♠ A…K, ♥ A…K, ♦ A…K, ♣ A…K)."""
    return list(_BY_CODE)


def deck_32() -> list[Card]:
    """The 32-card deck (A K Q J 10 9 8 7 of each suit) in canonical order."""
    return [c for c in _BY_CODE if c.rank == 1 or c.rank >= 7]


def deck_104() -> list[Card]:
    """Two 52-card decks, canonical order, one after the other."""
    return deck_52() + deck_52()
