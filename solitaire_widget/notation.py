"""Moves as frozen values, and their compact text notation.

A move is one player action: ``Move(src, dst, count)`` with pile ids ``stock``,
``waste``, ``f1``…, ``t1``… (see RULES.md). The notation is ``SRC-DST`` with the
short names ``s`` (stock), ``w`` (waste) and ``t`` (the whole tableau), and ``xN``
after a run of N cards:

=============  ==============================================================
``t3-f1``      top card of pile 3 to foundation 1
``w-t4``       waste top card to pile 4
``t2-t5x3``    the top three cards of pile 2 onto pile 5
``f2-t6``      a foundation card back to the tableau
``s-w``        draw from the stock (1 or 3 cards: the game's ``draw_count``)
``w-s``        turn the waste over as the new stock
``s-t``        Matrimony: deal one card onto each pile
``t16-t``      Matrimony redeal step: pick up pile 16 and deal it round
=============  ==============================================================

The reader is lenient about case, spaces and the separator (``"T3 F1"``,
``"t3>f1"``, ``"waste->f1"``, ``"t2-t5*3"``); :func:`str` always writes the canonical
form, so ``Move.parse(str(m)) == m``.

>>> m = Move.parse("t2 > t5 x3")
>>> m, str(m)
(Move.parse('t2-t5x3'), 't2-t5x3')
>>> Move("stock", "waste")
Move.parse('s-w')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import InvalidMoveError

__all__ = ["Move", "InvalidMoveError", "pile_short", "pile_long"]

_LONG = {"s": "stock", "w": "waste", "t": "tableau"}
_SHORT = {v: k for k, v in _LONG.items()}
_PILE = r"(stock|waste|tableau|[swt]|[ft][1-9][0-9]?)"
_MOVE_RE = re.compile(
    rf"^\s*{_PILE}\s*(?:->|-|>|,|\s)?\s*{_PILE}\s*(?:[x*×/]\s*([0-9]{{1,3}}))?\s*$",
    re.IGNORECASE,
)
_PILE_RE = re.compile(r"^(stock|waste|tableau|[ft][1-9][0-9]?)$")


def pile_long(text: str) -> str:
    """Full pile id from notation: ``"s"`` → ``"stock"``, ``"T3"`` → ``"t3"``."""
    t = text.lower()
    return _LONG.get(t, t)


def pile_short(pile: str) -> str:
    """Notation of a pile id: ``"stock"`` → ``"s"``, ``"t3"`` → ``"t3"``."""
    return _SHORT.get(pile, pile)


@dataclass(frozen=True, slots=True)
class Move:
    """One player action: move ``count`` cards from the top of ``src`` onto ``dst``.

    Parameters
    ----------
    src, dst : str
        Pile ids (``"t3"``, ``"f1"``, ``"waste"``, ``"stock"``; ``"tableau"`` for the
        Matrimony deal and redeal steps).
    count : int
        How many cards move together (a run), 1 by default.

    Examples
    --------
    >>> Move("t3", "f1") == Move.parse("t3-f1")
    True
    """

    src: str
    dst: str
    count: int = 1

    def __post_init__(self) -> None:
        for name in ("src", "dst"):
            value = getattr(self, name)
            if not isinstance(value, str) or not _PILE_RE.match(value):
                raise InvalidMoveError(
                    f"{name} must be a pile id like 't3', 'f1', 'waste' or 'stock', not {value!r}"
                )
        if isinstance(self.count, bool) or not isinstance(self.count, int) or self.count < 1:
            raise InvalidMoveError(f"count must be a whole number >= 1, not {self.count!r}")

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read a move from its notation (see the module docs).

        Raises
        ------
        InvalidMoveError
            If the text is not a move; the message says what a move looks like.
        """
        if not isinstance(text, str):
            raise InvalidMoveError(f"a move is written as text, not {type(text).__name__}")
        m = _MOVE_RE.match(text)
        if not m:
            raise InvalidMoveError(
                f"{text!r} is not a move: write SOURCE-DESTINATION with pile names "
                "s (stock), w (waste), f1..f8, t1..t16, e.g. 't3-f1', 'w-t4', 't2-t5x3', 's-w'"
            )
        src, dst = pile_long(m.group(1)), pile_long(m.group(2))
        count = int(m.group(3)) if m.group(3) else 1
        if src == "tableau":
            raise InvalidMoveError(f"{text!r} is not a move: cards come from one pile, not 't'")
        return cls(src, dst, count)

    # python-chess style alias
    from_str = parse

    def __str__(self) -> str:
        text = f"{pile_short(self.src)}-{pile_short(self.dst)}"
        return f"{text}x{self.count}" if self.count != 1 else text

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"
