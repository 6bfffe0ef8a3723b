"""Klondike deals in the deal JSON of the research solver Solvitaire: export and import.

The format (docs/solvitaire.md) is a JSON object with exactly the keys
``"tableau piles"`` (7 lists), ``"stock"``, and optionally ``"waste"`` and
``"foundations"``; Solvitaire rejects any other key. Cards are a rank (``A``,
``2``…``10``, ``J``, ``Q``, ``K``) and a suit letter (``C D H S``); an upper-case suit
letter means face up, lower case face down. Every list runs bottom → top, and the
stock's last element is the first card dealt — the same order as this project's stock
pile, whose last card is its top.

``"foundations"`` is **one flat list** of cards, not a list per foundation: Solvitaire
puts each card on the foundation of its suit, in list order, so each suit's cards must
come A, 2, 3 … (the suits may be interleaved). A list of lists crashes it. The export
writes the foundations one after the other (f1 first), and leaves ``"waste"`` and
``"foundations"`` out while they are empty.

How to check an export against a real Solvitaire build: ``docs/solvitaire.md``.

>>> import solitaire_widget as sw
>>> g = sw.Game("klondike", seed=7)
>>> data = to_solvitaire(g)
>>> sorted(data), data["tableau piles"][1]
(['stock', 'tableau piles'], ['5s', '6H'])
>>> from_solvitaire(data).state_key() == g.state_key()
True
>>> _ = g.play("s-w"); to_solvitaire(g)["waste"]  # draw 3: the last one is on top
['9S', 'JH', '6D']
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

from .cards import RANK_OF, SUIT_OF, SUITS, Card
from .engine import Game

__all__ = ["to_solvitaire", "from_solvitaire", "dumps", "loads"]

KEYS = ("tableau piles", "stock", "waste", "foundations")
_RANKS = {1: "A", 11: "J", 12: "Q", 13: "K", **{n: str(n) for n in range(2, 11)}}
_RANK_IN = {v: k for k, v in _RANKS.items()}
_CARD_RE = re.compile(r"^(A|[2-9]|10|J|Q|K)([CDHScdhs])$")


def _text(code: int, up: bool) -> str:
    suit = SUITS[SUIT_OF[code]]
    return _RANKS[RANK_OF[code]] + (suit if up else suit.lower())


def _parse(text: Any, where: str) -> tuple[int, bool]:
    if not isinstance(text, str):
        raise ValueError(f"{where}: a card is text like '10H' or '4d', not {text!r}")
    m = _CARD_RE.match(text.strip())
    if not m:
        raise ValueError(
            f"{where}: {text!r} is not a Solvitaire card (rank A 2-10 J Q K, then a suit "
            "letter C D H S: upper case face up, lower case face down)"
        )
    rank, suit = _RANK_IN[m.group(1)], m.group(2)
    return Card(rank, suit.upper()).code, suit.isupper()


def _foundations(cards: list[Any]) -> list[list[int]]:
    """The flat foundation list, sorted onto foundations by suit in order of appearance."""
    piles: dict[str, list[int]] = {}
    for k, text in enumerate(cards):
        if isinstance(text, list):
            raise ValueError(
                "Solvitaire deal: 'foundations' is one flat list of cards (e.g. "
                '["AH", "2H", "AS"]), not a list per foundation'
            )
        code = _parse(text, f"foundation card {k + 1}")[0]
        pile = piles.setdefault(SUITS[SUIT_OF[code]], [])
        if RANK_OF[code] != len(pile) + 1:
            want = _RANKS[len(pile) + 1] + SUITS[SUIT_OF[code]]
            raise ValueError(
                f"Solvitaire deal: foundation card {k + 1} is {text!r}, but the next card of "
                f"its suit there must be {want!r} (each suit's cards run A, 2, 3 … in order)"
            )
        pile.append(code)
    return list(piles.values())


def _check_klondike(game: Game) -> None:
    if not isinstance(game, Game):
        raise ValueError(f"expected a Game, not {type(game).__name__}")
    if game.variant != "klondike":
        raise ValueError(f"the Solvitaire deal format is for klondike here, not {game.variant}")


def to_solvitaire(game: Game) -> dict[str, list]:
    """The position of a Klondike game as a Solvitaire deal (a JSON-ready dict).

    Works from the start and mid-game: face-down tableau cards and the stock are written
    in lower case, face-up tableau cards, the waste and the foundations in upper case.
    ``"waste"`` and ``"foundations"`` (one flat list) are there only when not empty.
    """
    _check_klondike(game)
    piles = game._piles
    tableau = []
    for ti in game._T:
        down = game._down[ti]
        tableau.append([_text(c, k >= down) for k, c in enumerate(piles[ti])])
    data: dict[str, list] = {
        "tableau piles": tableau,
        "stock": [_text(c, False) for c in piles[game._S]],
    }
    waste = [_text(c, True) for c in piles[game._W]]
    if waste:
        data["waste"] = waste
    foundations = [_text(c, True) for fi in game._F for c in piles[fi]]
    if foundations:
        data["foundations"] = foundations
    return data


def dumps(game: Game) -> str:
    """:func:`to_solvitaire` as JSON text."""
    return json.dumps(to_solvitaire(game))


def loads(text: str, **options: Any) -> Game:
    """:func:`from_solvitaire` from JSON text."""
    return from_solvitaire(text, **options)


def from_solvitaire(data: dict[str, Any] | str, **options: Any) -> Game:
    """A Klondike game in the position a Solvitaire deal describes.

    Parameters
    ----------
    data : dict or str
        The deal (or its JSON text). Only the four keys of the format are accepted.
    **options
        Options of ``klondike`` (``draw_count=1`` for Solvitaire's ``klondike-deal-1``).

    Returns
    -------
    Game
        From a start position (nothing played) the deck order is rebuilt, so the game is
        an ordinary deal with a record. From a mid-game position the game starts there:
        it has no history, and ``meta["solvitaire"]`` holds the imported deal.

    Raises
    ------
    ValueError
        Unknown or missing keys, a bad card, a face-down card above a face-up one, a
        foundation list out of order (or nested: one list per foundation), or not
        exactly the 52 cards.
    """
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise ValueError(f"Solvitaire deal: not JSON ({exc})") from None
    if not isinstance(data, dict):
        raise ValueError(f"Solvitaire deal: expected a JSON object, not {type(data).__name__}")
    extra = [k for k in data if k not in KEYS]
    if extra:
        raise ValueError(
            f"Solvitaire deal: unknown key {extra[0]!r}; the keys are "
            + ", ".join(repr(k) for k in KEYS)
        )
    for key in ("tableau piles", "stock"):
        if key not in data:
            raise ValueError(f"Solvitaire deal: the key {key!r} is missing")
    for key in KEYS:
        if key in data and not isinstance(data[key], list):
            raise ValueError(f"Solvitaire deal: {key!r} must be a list")
    tab = data["tableau piles"]
    if len(tab) != 7:
        raise ValueError(f"Solvitaire deal: 'tableau piles' must hold 7 piles, not {len(tab)}")
    piles: list[list[int]] = []
    downs: list[int] = []
    for i, pile in enumerate(tab):
        if not isinstance(pile, list):
            raise ValueError(f"Solvitaire deal: tableau pile {i + 1} must be a list")
        cards = [_parse(t, f"tableau pile {i + 1}, card {k + 1}") for k, t in enumerate(pile)]
        down = 0
        while down < len(cards) and not cards[down][1]:
            down += 1
        if any(not up for _, up in cards[down:]):
            raise ValueError(
                f"Solvitaire deal: tableau pile {i + 1} has a face-down card above a face-up one"
            )
        if cards and down == len(cards):
            raise ValueError(f"Solvitaire deal: tableau pile {i + 1}'s top card must be face up")
        piles.append([c for c, _ in cards])
        downs.append(down)
    stock = [_parse(t, f"stock card {k + 1}")[0] for k, t in enumerate(data["stock"])]
    waste = [_parse(t, f"waste card {k + 1}")[0] for k, t in enumerate(data.get("waste", []))]
    fpiles = _foundations(data.get("foundations", []))
    fpiles += [[] for _ in range(4 - len(fpiles))]
    everything = Counter(
        [c for p in piles for c in p] + stock + waste + [c for p in fpiles for c in p]
    )
    if everything != Counter(range(52)):
        dup = next((c for c, n in everything.items() if n > 1), None)
        if dup is not None:
            problem = f"{Card.from_code(dup)} appears {everything[dup]} times"
        else:
            missing = next(c for c in range(52) if c not in everything)
            problem = f"{Card.from_code(missing)} is missing"
        raise ValueError(f"Solvitaire deal: not the 52 cards of one deck: {problem}")

    start = (
        not waste
        and not any(fpiles)
        and [len(p) for p in piles] == list(range(1, 8))
        and downs == list(range(7))
        and len(stock) == 24
    )
    if start:
        deck = [piles[j][row] for row in range(7) for j in range(row, 7)] + stock[::-1]
        g = Game("klondike", deck=[Card.from_code(c) for c in deck], **options)
        return g
    g = Game("klondike", deck=[Card.from_code(c) for c in range(52)], **options)
    new = [[] for _ in g._ids]
    new[g._S] = stock
    new[g._W] = waste
    for fi, p in zip(g._F, fpiles, strict=True):
        new[fi] = p
    down = [0] * len(g._ids)
    for ti, p, d in zip(g._T, piles, downs, strict=True):
        new[ti] = p
        down[ti] = d
    g._piles, g._down, g._counter = new, down, 0
    g.deal_effects = ()
    g.meta["solvitaire"] = to_solvitaire(g)
    return g
