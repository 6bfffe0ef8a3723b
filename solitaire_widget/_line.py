"""A copy of a game's line (its moves as text) kept in step with the game's history, at
the cost of what changed rather than of the whole line.

The game library saves a game's moves at each change, and the live status hands its
worker the game's record at each publish; both used to copy the whole line each time,
which made a game's clicks together grow with the square of its length (63 ms a click at
100,000 moves). A copy here is two lists of the same length or shorter: ``entries``, the
history entries the texts came from, and ``texts``, each move's notation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def kept(entries: Sequence[Any], texts: Sequence[str], history: Sequence[Any]) -> int:
    """How many of the copied moves are still the game's first moves.

    A history entry is made once, when its move is played, and what lies under it stays
    while it does (undo takes from the top; redo plays the move again, a new entry): the
    walk back from the end stops at the first entry still in place (one step after a
    move, a few after undos), and only what was played since is compared as text.
    """
    k = min(len(entries), len(history))
    while k and entries[k - 1] is not history[k - 1]:
        k -= 1
    top = min(len(texts), len(history))
    while k < top and texts[k] == str(history[k][0]):
        k += 1
    return k


def added(history: Sequence[Any], keep: int) -> list[str]:
    """The texts of the moves past the ``keep`` first ones."""
    return [str(h[0]) for h in history[keep:]]


def follow(
    entries: list[Any], texts: list[str], history: Sequence[Any], keep: int, new: list[str]
) -> None:
    """Bring the copy, in place, to ``history``: ``keep`` from :func:`kept`, ``new`` from
    :func:`added` (worked out before, for whatever is written with them)."""
    del texts[keep:]
    texts.extend(new)
    del entries[min(keep, len(entries)) :]
    entries.extend(history[len(entries) :])
