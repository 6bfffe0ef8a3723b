"""Autodrop: which cards may go to the foundations by themselves after a player's move.

Computed from a :class:`~solitaire_widget.engine.Game` alone (the engine side: nothing here
imports the widget stack). The rule is written out in docs/scoring.md ("Autodrop").

:func:`autodrop_moves` lists the foundation moves the widget plays by itself after a
player's move: ``"all"`` every one the rules allow, ``"safe"`` only the cards no longer
needed for building (:func:`is_safe`).

>>> from solitaire_widget.engine import Game
>>> g = Game("klondike", seed=1, draw_count=1)
>>> autodrop_moves(g, "all")
[]
>>> check_autodrop("sometimes")
Traceback (most recent call last):
    ...
ValueError: unknown autodrop 'sometimes'; accepted: off, safe, all
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable

from .cards import COLOUR_OF, RANK_OF, SUIT_OF, Card
from .engine import Game
from .errors import clip
from .notation import Move

__all__ = ["AUTODROP", "check_autodrop", "is_safe", "autodrop_moves"]

#: the autodrop modes
AUTODROP = ("off", "safe", "all")


def check_autodrop(mode: object) -> str:
    """``mode`` if it is an autodrop mode, else ValueError saying which are."""
    if not isinstance(mode, str) or mode not in AUTODROP:
        raise ValueError(f"unknown autodrop {clip(mode)}; accepted: {', '.join(AUTODROP)}")
    return mode


def _children(game: Game, code: int) -> list[tuple[int, int | None, int | None]]:
    """The cards that could be built on card ``code`` on the tableau, as (rank, suit,
    colour) patterns as card-code numbers (None: any); empty when nothing is built on it."""
    r = game.rules
    rank = RANK_OF[code]
    if r.tableau_build is None or rank in r.tableau_excluded or rank not in r.rank_order:
        return []
    i = r.rank_order.index(rank)
    j = i - 1 if r.tableau_build == "down" else i + 1
    if not 0 <= j < len(r.rank_order):
        return []
    child = r.rank_order[j]
    if child in r.tableau_excluded:
        return []
    suit, colour = SUIT_OF[code], COLOUR_OF[code]
    if r.tableau_colour == "suit":
        return [(child, suit, None)]
    if r.tableau_colour == "alternate":
        return [(child, None, 1 - colour)]  # COLOUR_OF: 1 red, 0 black
    return [(child, None, None)]


def _matches(code: int, pattern: tuple[int, int | None, int | None]) -> bool:
    rank, suit, colour = pattern
    return (
        RANK_OF[code] == rank
        and (suit is None or SUIT_OF[code] == suit)
        and (colour is None or COLOUR_OF[code] == colour)
    )


def _goes_home_at_once(game: Game, rank: int) -> bool:
    """Whether a card of ``rank`` starts a foundation of every suit: it can always go home
    the moment it is free, so it never waits on the tableau for a base."""
    return any(
        f.base_rank == rank and f.base_suit is None and not f.preplaced
        for f in game.rules.foundations
    )


def is_safe(game: Game, move: Move) -> bool:
    """Whether ``move`` (a legal move to a foundation) sends home a card no longer needed
    for building.

    A card is needed while a card that could be built on it in the tableau (the next rank
    down or up the building order, of the colour or suit the building rule asks) is still
    in play and is not a foundation's base card (those go home the moment they are free).
    Klondike: an Ace or a 2 always, else when both opposite-colour cards one rank lower are
    on the foundations. Solitario the same along its order 7 8 9 10 J Q K A (a 7 takes
    nothing). Matrimony builds nothing on the tableau: every card is safe. Draw 3 (a
    waste dealt in threes): a card from the waste is never called safe, as taking it
    changes which cards the next passes through the stock show.
    """
    if not move.dst.startswith("f") or move.count != 1:
        return False
    if move.src == "waste" and game.rules.draw_count > 1:
        return False
    card = game.piles[move.src].top
    if card is None:
        return False
    patterns = _children(game, card.code)
    if not patterns:
        return True
    home = Counter(c.code for f in game.rules.foundations for c in game.piles[f.id].cards)
    for code in set(game.rules.deck) | {c for _, c in game.rules.preplaced}:
        if not any(_matches(code, p) for p in patterns):
            continue
        if _goes_home_at_once(game, RANK_OF[code]):
            continue
        copies = game.rules.deck.count(code) + sum(1 for _, c in game.rules.preplaced if c == code)
        if home[code] < copies:
            return False
    return True


def autodrop_moves(game: Game, mode: str, keep: Collection[Card] = ()) -> list[Move]:
    """The foundation moves to play now, in order (``mode``: ``"off"``, ``"safe"``,
    ``"all"``); each one is legal after the ones before it. ``game`` is not changed. The
    cards in ``keep`` stay where they are (the table keeps a card the player took back
    from a foundation: sending it home again would undo the player's move)."""
    check_autodrop(mode)
    if mode == "off":
        return []
    g = game.copy()
    line: list[Move] = []
    for _ in range(g.rules.card_count):
        move = next((m for m in _home_moves(g, mode) if g.piles[m.src].cards[-1] not in keep), None)
        if move is None:
            break
        g.play(move)
        line.append(move)
    return line


def _home_moves(game: Game, mode: str) -> Iterable[Move]:
    for m in game.legal_moves():
        if not m.dst.startswith("f") or m.src.startswith("f") or m.count != 1:
            continue
        if mode == "all" or is_safe(game, m):
            yield m
