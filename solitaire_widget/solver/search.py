"""The entry points for one position: :func:`solve`, :func:`hint`, :func:`status_after_moves`.

:func:`solve` sends a game to its family's search (:mod:`.klondike` or :mod:`.matrimony`)
and replays every winning line through the engine before it answers.
"""

from __future__ import annotations

from typing import Any

from ..engine import Game
from ..notation import Move
from .common import Budget, Hint, SolveResult, _Meter, _OutOfBudget
from .klondike import _klondike_search
from .matrimony import _engine_search


def solve(game: Game, budget: Any = 10.0) -> SolveResult:
    """Search for a winning line from the game's current position.

    Parameters
    ----------
    game : Game
        Any variant and option set, at any position; it is not changed.
    budget : float or dict
        Seconds, or ``{"seconds": s, "states": n}`` (either key may be left out), or an
        object with ``seconds``/``states`` attributes.

    Returns
    -------
    SolveResult
        ``status`` ``"won"`` with ``moves``, ``"lost"`` (proof: exhaustive search) or
        ``"unknown"`` (budget exhausted).

    Examples
    --------
    >>> import solitaire_widget as sw
    >>> g = sw.Game("matrimony", seed=1)
    >>> r = sw.solve(g, budget={"states": 10})
    >>> r.status, r.states <= 11
    ('unknown', True)
    """
    if not isinstance(game, Game):
        raise ValueError(f"solve needs a Game, not {type(game).__name__}")
    b = Budget.of(budget)
    meter = _Meter(b)
    if game.is_won():
        return SolveResult("won", [], 0, meter.seconds)
    search = _engine_search if _needs_engine_search(game) else _klondike_search
    try:
        line = search(game, meter)
    except _OutOfBudget:
        return SolveResult("unknown", [], meter.states, meter.seconds)
    if line is None:
        return SolveResult("lost", [], meter.states, meter.seconds)
    _check_line(game, line)
    return SolveResult("won", line, meter.states, meter.seconds)


def _check_line(game: Game, line: list[Move]) -> None:
    g = game.copy()
    for m in line:
        g.play(m)
    if not g.is_won():  # pragma: no cover - a solver bug, never an answer
        raise RuntimeError(f"solver bug: the line found does not win ({len(line)} moves)")


def _needs_engine_search(game: Game) -> bool:
    r = game.rules
    return not r.waste or r.draw_requires_no_moves or r.tableau_build is None


# ---------------------------------------------------------------------------- hints


def _heuristic(game: Game) -> Move | None:
    moves = game.legal_moves()
    if not moves:
        return None

    def score(m: Move) -> tuple[int, int]:
        src, dst = m.src, m.dst
        if dst.startswith("f") and not src.startswith("f"):
            return (0, 0)
        if src.startswith("t") and dst.startswith("t"):
            p = game.piles[src]
            if m.count == len(p.face_up) and p.face_down:
                return (1, -p.face_down)
            if m.count == len(p.cards):  # a whole pile moves: useful only onto a card
                return (3 if game.piles[dst].cards else 6, 0)
            return (4, 0)
        if src == "waste":
            return (2, 0)
        if src == "stock" or dst == "stock" or dst == "tableau":
            return (5, 0)
        return (7, 0)

    return min(moves, key=score)


def hint(game: Game, budget: Any = 0.5) -> Hint:
    """A good next move: the first move of a winning line if the solver finds one in budget.

    Otherwise a heuristic move (a card to a foundation, a move that turns a card up, the
    waste onto the tableau, …). ``winnable`` tells what the solver settled.

    Examples
    --------
    >>> import solitaire_widget as sw
    >>> h = hint(sw.Game("klondike32", seed=5), budget=2)
    >>> h.source in ("solver", "heuristic"), sw.Game("klondike32", seed=5).is_legal(h.move)
    (True, True)
    """
    if not isinstance(game, Game):  # before game.is_won(): a clear error, not AttributeError
        raise ValueError(f"hint needs a Game, not {type(game).__name__}")
    if game.is_won():
        return Hint(None, "solver", True)  # nothing left to do
    r = solve(game, budget)
    if r.status == "won" and r.moves:
        return Hint(r.moves[0], "solver", True)
    return Hint(_heuristic(game), "heuristic", r.winnable)


def status_after_moves(game: Game, budget: Any = 1.0) -> str:
    """The live status of a game: ``"won"``, ``"winnable"``, ``"lost at move N"`` or ``"unknown"``.

    ``"lost at move N"``: the position after move N (1-based; 0 means the deal itself)
    is proven unwinnable while the one before it was not proven lost. It is found by a
    binary search over the history (a lost position stays lost), each probe a solve with
    ``budget``.
    """
    if game.is_won():
        return "won"
    r = solve(game, budget)
    if r.status == "won":
        return "winnable"
    if r.status == "unknown":
        return "unknown"
    moves = game.moves
    g = game.copy()
    while g.can_undo:
        g.undo()
    lo, hi = 0, len(moves)  # position after `hi` moves is lost

    def after(k: int) -> Game:
        h = g.copy()
        h._redo = []
        for m in moves[:k]:
            h.play(m)
        return h

    while lo < hi:
        mid = (lo + hi) // 2
        if solve(after(mid), budget).status == "lost":
            hi = mid
        else:
            lo = mid + 1
    return f"lost at move {hi}"
