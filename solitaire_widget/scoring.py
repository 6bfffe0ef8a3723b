"""Scores: the table's score of a game (autodrop is in :mod:`solitaire_widget.autodrop`).

Computed from a :class:`~solitaire_widget.engine.Game` alone (the engine side: nothing here
imports the widget stack). The rules are written out in docs/scoring.md.

:func:`score` replays the game's history, so undo takes a move's points back with the
move. ``"standard"`` is the Windows Klondike table (the running score never drops under
0); ``"vegas"`` pays one point per card of the deck to deal and 5 per card on the
foundations; ``"none"`` is always 0. Matrimony has no scored play: only ``"none"``.

:class:`ScoreKeeper` gives the same numbers for a table that asks after every move: it
keeps the standard score's running totals beside the game's history and updates them by
the steps added or taken back since it was last asked (O(1) a move instead of O(n)).

>>> from solitaire_widget.engine import Game
>>> g = Game("klondike", seed=1, draw_count=1)
>>> _ = g.play("s-w")
>>> score(g, "standard"), score(g, "vegas"), score(g, "none")
(0, -52, 0)
>>> keeper = ScoreKeeper()
>>> keeper.score(g, "standard") == score(g, "standard")
True
"""

from __future__ import annotations

from typing import Any

# autodrop lived here first: its names stay importable from this module
from .autodrop import AUTODROP, autodrop_moves, check_autodrop, is_safe  # noqa: F401
from .engine import _FX_HOME, Game
from .errors import clip
from .notation import Move

__all__ = [
    "SCORING",
    "STANDARD_POINTS",
    "ScoreKeeper",
    "check_scoring",
    "score",
]

#: the scoring schemes
SCORING = ("none", "standard", "vegas")

#: Windows Klondike's standard points per kind of step (docs/scoring.md)
STANDARD_POINTS = {
    "waste_to_tableau": 5,
    "to_foundation": 10,  # from the waste or the tableau, by hand or automatically
    "turn_up": 5,  # a tableau card turned face up
    "foundation_to_tableau": -15,
    "recycle_draw_1": -100,
    "recycle_draw_3": -20,
}
#: Vegas: points per card on the foundations (the deal costs one point per card)
VEGAS_PER_CARD = 5


def check_scoring(scheme: object, variant_layout: str = "klondike") -> str:
    """``scheme`` if it is a scoring scheme the layout has, else ValueError saying which are."""
    allowed = ("none",) if variant_layout == "matrimony" else SCORING
    if not isinstance(scheme, str) or scheme not in allowed:
        extra = " (Matrimony has no scored play)" if variant_layout == "matrimony" else ""
        raise ValueError(f"unknown scoring {clip(scheme)}; accepted: {', '.join(allowed)}{extra}")
    return scheme


def score(game: Game, scheme: str = "standard") -> int:
    """The score of ``game`` under ``scheme`` (``"none"``, ``"standard"``, ``"vegas"``),
    added up from the whole history (:class:`ScoreKeeper` keeps it step by step).

    Raises
    ------
    ValueError
        For an unknown scheme, or a scored scheme on Matrimony.
    """
    check_scoring(scheme, game.rules.layout)
    if scheme == "none":
        return 0
    if scheme == "vegas":
        placed = sum(1 for _ in game.rules.preplaced)
        return -game.rules.card_count + VEGAS_PER_CARD * (game.foundation_count() - placed)
    recycle = _recycle_points(game)
    total = 0
    for played in game.history:
        points = _move_points(played.move, recycle)
        for fx in played.effects:
            if fx.kind == "turn_up" and _kind(fx.pile) == "tableau":
                points += STANDARD_POINTS["turn_up"]
            elif fx.kind == "to_foundation":
                points += STANDARD_POINTS["to_foundation"]
        total = max(0, total + points)  # Windows never shows a negative standard score
    return total


def _kind(pile_id: str) -> str:
    if pile_id in ("stock", "waste", "tableau"):
        return pile_id
    return "foundation" if pile_id.startswith("f") else "tableau"


def _move_points(move: Move, recycle: int) -> int:
    """The standard points of a move itself (its automatic effects apart)."""
    src, dst = _kind(move.src), _kind(move.dst)
    if src == "waste" and dst == "tableau":
        return STANDARD_POINTS["waste_to_tableau"]
    if src in ("waste", "tableau") and dst == "foundation":
        return STANDARD_POINTS["to_foundation"]
    if src == "foundation" and dst == "tableau":
        return STANDARD_POINTS["foundation_to_tableau"]
    if src == "waste" and dst == "stock":
        return recycle
    return 0


def _recycle_points(game: Game) -> int:
    key = "recycle_draw_1" if game.rules.draw_count == 1 else "recycle_draw_3"
    return STANDARD_POINTS[key]


class ScoreKeeper:
    """The score of a game asked after every move, kept step by step.

    :func:`score` adds up the whole history at each call; a table asks after each move, so
    that grows with the game. The keeper remembers the standard running total after each
    step of the game's history (the engine's own compact records, compared by identity)
    and at each call only takes off the steps undone and adds the steps played since
    (amortised O(1) a move). Another game, or a history rewritten from below (undo then
    another move), is followed the same way. ``"vegas"`` and ``"none"`` need no history.

    Examples
    --------
    >>> from solitaire_widget.engine import Game
    >>> g, keeper = Game("klondike", seed=7, draw_count=1), ScoreKeeper()
    >>> _ = g.play(g.legal_moves()[0])
    >>> keeper.score(g, "standard") == score(g, "standard")
    True
    """

    __slots__ = ("_game", "_steps")

    def __init__(self) -> None:
        self._game: Game | None = None
        # (the engine's history record, the running total after it), one per step
        self._steps: list[tuple[Any, int]] = []

    def score(self, game: Game, scheme: str = "standard") -> int:
        """The score of ``game`` under ``scheme``: always equal to :func:`score`.

        Raises
        ------
        ValueError
            For an unknown scheme, or a scored scheme on Matrimony.
        """
        check_scoring(scheme, game.rules.layout)
        if scheme != "standard":
            return score(game, scheme)
        if game is not self._game:
            self._game, self._steps = game, []
        # the engine's records: (move, src, dst, count, packed effects), a new tuple per
        # step played (redo included), so identity says whether a kept step still stands
        history = game._history
        steps = self._steps
        del steps[len(history) :]
        while steps and steps[-1][0] is not history[len(steps) - 1]:
            steps.pop()
        total = steps[-1][1] if steps else 0
        if len(steps) < len(history):
            recycle, ids = _recycle_points(game), game._ids
            for record in history[len(steps) :]:
                total = max(0, total + _step_points(record, recycle, ids))
                steps.append((record, total))
        return total


def _step_points(record: tuple, recycle: int, ids: list[str]) -> int:
    """The standard points of one engine history record: the move and its effects (4
    bytes each: kind, card, pile, foundation)."""
    points = _move_points(record[0], recycle)
    packed = record[4]
    for j in range(0, len(packed), 4):
        if packed[j] == _FX_HOME:
            points += STANDARD_POINTS["to_foundation"]
        elif _kind(ids[packed[j + 2]]) == "tableau":
            points += STANDARD_POINTS["turn_up"]
    return points
