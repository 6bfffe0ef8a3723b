"""The solver: win, prove a loss, or say "unknown" — for every game, from any position.

The search is *thoughtful*: it knows every card, the face-down ones and the stock order
too (as a teacher checking a deal does, not as a player does). It is a depth-first
search with a transposition table, so an exhausted search is a proof that no winning
line exists; a search that runs out of budget answers ``"unknown"`` and never guesses.

* Klondike and Solitario (32 cards) run on a compact private state (tuples of card
  codes, foundations as per-suit heights, tableau piles compared as a set) with move
  ordering (cards turned up first, foundation moves next) and *safe* automatic
  moves: a tableau card goes home at once when every card that could ever be built
  on it, directly or in a chain, is already home, so keeping it out can't help. With
  unlimited passes the stock has no draw moves: every card that drawing could bring to
  the waste top is playable at once ("K+"). Each solve makes a quick pass over
  promising moves first (it may win, never proves a loss), then the complete search.
  The search (both stock models, both games and all their options) runs on a native
  core, ``_klondike_core.c``, compiled when the package is built and loaded by
  :mod:`solitaire_widget._native`: the same search, state for state, tens of times
  faster; without the core it runs here.
* Matrimony (and any option set the fast path doesn't model, such as
  ``draw_requires_no_moves``) runs on private copies of the engine itself with the same
  search. With forced play (``deal_requires_no_moves`` and ``redeal_requires_no_moves``:
  a deal or a redeal step only when no card can be played) its choices are only which
  foundation and which copy of a card, and plays nothing can replace are made without
  branching (:func:`_forced_play`): almost every deal is settled, most in well under
  a second. With one of the two options the reduction applies in the phase it governs
  (the stock deals, or the redeal).
  Under the default rules a card may also be held back, which changes where the redeal
  puts the cards above it; the search finds wins (its quick pass is the forced-play
  search, a restriction of these rules) but can seldom prove a loss.

Every winning line found is replayed through :meth:`Game.play` on a copy before it is
returned, so ``result.moves`` always replays to a won game.

>>> import solitaire_widget as sw
>>> r = sw.solve(sw.Game("klondike32", seed=3), budget=5)
>>> r.status in ("won", "lost", "unknown")
True
>>> if r.status == "won":
...     g = sw.Game("klondike32", seed=3)
...     for m in r.moves:
...         _ = g.play(m)
...     assert g.is_won()
"""

from __future__ import annotations

import dataclasses
import math
import os
import random
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import _native
from ..cards import RANK_OF, SUIT_OF
from ..engine import _NO, Game
from ..notation import Move

__all__ = [
    "Budget",
    "Hint",
    "SolveResult",
    "Winnability",
    "find_winnable_seed",
    "hint",
    "solve",
    "status_after_moves",
    "wilson_interval",
    "winnability",
]

#: states between two looks at the clock
_CLOCK_EVERY = 32


# ---------------------------------------------------------------------------- budget
@dataclass(frozen=True)
class Budget:
    """How much search one solve may spend: ``seconds`` and/or ``states`` (None: no limit)."""

    seconds: float | None = None
    states: int | None = None

    @classmethod
    def of(cls, budget: Any) -> Budget:
        """Read a budget: a number of seconds, a dict or an object with ``seconds``/``states``."""
        if isinstance(budget, Budget):
            return budget
        if isinstance(budget, bool):
            raise ValueError(
                f"budget must be seconds or a dict with seconds/states, not {budget!r}"
            )
        if isinstance(budget, (int, float)):
            return cls(seconds=_check_num("budget", budget), states=None)
        if isinstance(budget, Mapping):
            unknown = set(budget) - {"seconds", "states"}
            if unknown:
                raise ValueError(
                    f"budget takes the keys 'seconds' and 'states', not {sorted(unknown)[0]!r}"
                )
            seconds, states = budget.get("seconds"), budget.get("states")
        elif hasattr(budget, "seconds") or hasattr(budget, "states"):
            seconds = getattr(budget, "seconds", None)
            states = getattr(budget, "states", None)
        else:
            raise ValueError(
                f"budget must be seconds (a number) or a dict with 'seconds' and/or 'states', "
                f"not {budget!r}"
            )
        if seconds is None and states is None:
            raise ValueError("budget needs 'seconds' or 'states' (or both)")
        if seconds is not None:
            seconds = _check_num("budget seconds", seconds)
        if states is not None and (
            isinstance(states, bool) or not isinstance(states, int) or states < 1
        ):
            raise ValueError(f"budget states must be a whole number >= 1, not {states!r}")
        return cls(seconds=seconds, states=states)


def _check_num(name: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
        raise ValueError(f"{name} must be a number of seconds > 0, not {value!r}")
    if math.isinf(value):
        return math.inf
    return float(value)


class _OutOfBudget(Exception):
    pass


class _Meter:
    """Counts states and watches the clock; raises :class:`_OutOfBudget` at the limit."""

    __slots__ = ("deadline", "max_states", "states", "start", "_next_clock")

    def __init__(self, budget: Budget) -> None:
        self.start = time.perf_counter()
        self.deadline = (
            math.inf if budget.seconds in (None, math.inf) else self.start + budget.seconds
        )
        self.max_states = budget.states if budget.states is not None else math.inf
        self.states = 0
        self._next_clock = _CLOCK_EVERY

    def tick(self) -> None:
        self.states += 1
        if self.states > self.max_states:
            raise _OutOfBudget
        if self.states >= self._next_clock:
            self._next_clock += _CLOCK_EVERY
            if time.perf_counter() > self.deadline:
                raise _OutOfBudget

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.start


# ---------------------------------------------------------------------------- results
@dataclass
class SolveResult:
    """What :func:`solve` found.

    Attributes
    ----------
    status : str
        ``"won"`` (``moves`` is a winning line from the position), ``"lost"`` (the search
        was exhaustive: no line wins) or ``"unknown"`` (the budget ran out first).
    moves : list of Move
        The winning line (empty unless ``status == "won"``).
    states : int
        Positions the search visited.
    seconds : float
        Time spent.
    """

    status: str
    moves: list[Move] = field(default_factory=list)
    states: int = 0
    seconds: float = 0.0

    @property
    def won(self) -> bool:
        return self.status == "won"

    @property
    def winnable(self) -> bool | None:
        """True (won), False (lost), None (unknown)."""
        return {"won": True, "lost": False}.get(self.status)

    def __repr__(self) -> str:
        line = f" moves={len(self.moves)}" if self.moves else ""
        return f"<SolveResult {self.status}{line} states={self.states} seconds={self.seconds:.3f}>"


@dataclass(frozen=True)
class Hint:
    """A suggested move: ``source`` is ``"solver"`` (from a winning line) or ``"heuristic"``.

    ``winnable`` is True/False when the solver settled it within the budget, else None.
    ``move`` is None only when no move is legal.
    """

    move: Move | None
    source: str
    winnable: bool | None


# ---------------------------------------------------------------------------- entry points
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


# ---------------------------------------------------------------------------- engine search
def _foundation_groups(game: Game) -> list[list[int]]:
    """Pile indexes of identical foundations (interchangeable: sorted in the key)."""
    groups: dict[tuple, list[int]] = {}
    for k, f in enumerate(game.rules.foundations):
        sig = (f.base_rank, f.base_suit, f.direction, f.wrap, f.size)
        groups.setdefault(sig, []).append(game._F[k])
    return [v for v in groups.values() if len(v) > 1]


def _engine_search(game: Game, meter: _Meter) -> list[Move] | None:
    """Depth-first search on a private engine copy (Matrimony and the rarer options).

    Two passes, as for Klondike: a quick one that plays a card whenever one can go
    to a foundation and deals or takes a redeal step only when none can — it finds most
    wins fast and proves nothing — then the complete search, which also tries holding
    cards back, and alone may answer "lost". For Matrimony the quick pass is the
    complete search of the forced-play rules (``deal_requires_no_moves`` and
    ``redeal_requires_no_moves``), which are a restriction of the game's own: a line it
    finds is a line of the game's rules.
    """
    # with forced play the complete search is small: a quick pass would only repeat it
    if not _forced_play_rules(game) and (
        meter.deadline != math.inf or meter.max_states != math.inf
    ):
        quick = _Meter(Budget(seconds=None, states=None))
        quick.start = meter.start
        quick.deadline = meter.start + (meter.deadline - meter.start) * QUICK_SHARE
        quick.max_states = meter.max_states * QUICK_SHARE
        forced = _forced_play_copy(game)
        try:
            if forced is not None:
                line = _engine_dfs(forced, quick, restricted=False)
            else:
                line = _engine_dfs(game, quick, restricted=True)
        except _OutOfBudget:
            line = None
        meter.states = quick.states
        if line is not None:
            return line
    return _engine_dfs(game, meter, restricted=False)


#: the forced-play reduction of the Matrimony search (tests switch it off to check that
#: it never changes an answer)
FORCED_PLAY_RULE = True


def _is_matrimony(game: Game) -> bool:
    r = game.rules
    return bool(r.redeal) and r.tableau_build is None


def _forced_play_rules(game: Game) -> bool:
    """Matrimony with forced play throughout: ``deal_requires_no_moves`` (the stock deal,
    rule 7) and ``redeal_requires_no_moves`` (the redeal steps, rule 8) both on, so every
    play that stays possible must be made before the next deal or step."""
    r = game.rules
    return _is_matrimony(game) and r.draw_requires_no_moves and r.redeal_requires_no_moves


def _stock_waits(g: Game) -> bool:
    """Whether the next stock move (a deal while the stock lasts, else a redeal step) may
    come only when no card can be played: the premise of :func:`_forced_play`."""
    r = g.rules
    return r.draw_requires_no_moves if g._piles[g._S] else r.redeal_requires_no_moves


def _forced_play_copy(game: Game) -> Game | None:
    """A private copy of a Matrimony game under forced play throughout (None for other
    games and when its rules are already those): a restriction of its rules, so a line
    it wins is a line of the game's own rules."""
    r = game.rules
    if not _is_matrimony(game) or _forced_play_rules(game):
        return None
    g = game.copy()
    g.rules = dataclasses.replace(r, draw_requires_no_moves=True, redeal_requires_no_moves=True)
    return g


def _forced_play(g: Game, fmoves: list[Move], sig_of: dict[str, tuple]) -> Move | None:
    """A play that every winning continuation makes before the next deal, if there is one.

    Called only when the next stock move waits for no card move (:func:`_stock_waits`).
    Then card x on top of a pile that fits foundation F stays playable (a phase only
    removes cards) until it is played, and no deal (or redeal step) can come first. If neither
    the other copy of x can take its place on F (it is in the stock, home already, or
    under x) nor another foundation G can reach x before the deal (G needs a card of
    which no copy is in the tableau), then x goes to F in every winning line before the
    deal; the play commutes with all others, so it can be made first: no branching.
    """
    piles = g._piles
    in_tableau: dict[int, int] = {}
    for ti in g._T:
        for c in piles[ti]:
            in_tableau[c] = in_tableau.get(c, 0) + 1
    for ms, kinds in _plays_by_card(g, fmoves, sig_of):
        if len(kinds) != 1:
            continue  # a real choice of foundation
        si = g._index[ms[0].src]
        x = piles[si][-1]
        if in_tableau[x] - 1 - piles[si][:-1].count(x) > 0:
            continue  # the other copy may come up and go to F instead
        (f_kind,) = kinds
        if all(
            _cannot_reach(g, k, fi, x, in_tableau)
            for k, fi in enumerate(g._F)
            if (sig_of[g._ids[fi]], tuple(piles[fi])) != f_kind
        ):
            return ms[0]
    return None


def _plays_by_card(
    g: Game, fmoves: list[Move], sig_of: dict[str, tuple]
) -> list[tuple[list[Move], set[tuple]]]:
    """The foundation plays grouped by the card they move, each with the distinct kinds of
    foundation it may go to (identical foundations with identical piles count once)."""
    by_src: dict[str, list[Move]] = {}
    for m in fmoves:
        by_src.setdefault(m.src, []).append(m)
    return [
        (ms, {(sig_of[m.dst], tuple(g._piles[g._index[m.dst]])) for m in ms})
        for ms in by_src.values()
    ]


def _cannot_reach(g: Game, k: int, fi: int, x: int, in_tableau: dict[int, int]) -> bool:
    """Whether foundation ``k`` (pile ``fi``) surely can't take card ``x`` before the
    next deal: ``x`` is not ahead on it, or a card on the way has no copy in the tableau."""
    p = g._piles[fi]
    size = g._fsize[k]
    if p:
        n = g._fnext[k][p[-1]]
    elif len(g._fbase[k]) == 1:
        (n,) = g._fbase[k]
    else:
        return False  # any-suit bases: not worth the analysis
    for _ in range(len(p), size):
        if n == x:
            return False
        if n == _NO or not in_tableau.get(n):
            return True
        n = g._fnext[k][n]
    return True


def _engine_dfs(game: Game, meter: _Meter, restricted: bool) -> list[Move] | None:
    g = game.copy()
    g._history = []
    g._redo = []
    groups = _foundation_groups(game)
    total = game.rules.card_count
    F = g._F
    # the reduction holds in a phase whose closing deal or step must wait (_stock_waits)
    rules = game.rules
    forced = (
        FORCED_PLAY_RULE
        and not restricted
        and _is_matrimony(game)
        and (rules.draw_requires_no_moves or rules.redeal_requires_no_moves)
    )
    sig_of = {
        g._ids[g._F[k]]: (f.base_rank, f.base_suit, f.direction, f.wrap, f.size)
        for k, f in enumerate(game.rules.foundations)
    }

    def key() -> tuple:
        piles = [tuple(p) for p in g._piles]
        for grp in groups:
            vals = sorted(piles[i] for i in grp)
            for i, v in zip(grp, vals, strict=True):
                piles[i] = v
        return (tuple(piles), tuple(g._down), g._counter)

    def ordered() -> list[Move]:
        # popped from the end: foundation moves last in the list = tried first
        moves = g.legal_moves()
        fmoves = [m for m in moves if m.dst[0] == "f"]
        other = [m for m in moves if m.dst[0] != "f"]
        if forced and fmoves and _stock_waits(g):
            only = _forced_play(g, fmoves, sig_of)
            if only is not None:
                return [only]
        if restricted and fmoves:
            # plays commute: take one card at a time, branching only where the card has
            # foundations to choose between that are really different
            choice = None
            for ms, kinds in _plays_by_card(g, fmoves, sig_of):
                if len(kinds) == 1:
                    return [ms[0]]
                if choice is None:
                    choice = ms
            assert choice is not None
            return choice[::-1]
        other.reverse()  # stock moves (listed last by the engine) are tried last
        return other + fmoves[::-1]

    seen = {key()}
    meter.tick()
    stack = [ordered()]
    line: list[Move] = []
    while stack:
        moves = stack[-1]
        if not moves:
            stack.pop()
            if line:
                line.pop()
                _undo(g)
            continue
        m = moves.pop()
        _, si, di, n = g._resolve(m)
        g._push(m, si, di, n)
        if sum(len(g._piles[f]) for f in F) == total:
            line.append(m)
            return line
        k = key()
        if k in seen:
            _undo(g)
            continue
        seen.add(k)
        meter.tick()
        line.append(m)
        stack.append(ordered())
    return None


def _undo(g: Game) -> None:
    g._pop()


# ---------------------------------------------------------------------------- klondike family
class _KlondikeModel:
    """Tables for the compact Klondike / Solitario state, read from the engine's rules.

    A state is ``(piles, seq, pos, found, counter)``: ``piles`` a tuple of 7 tuples
    ``(face_down_count, card, card, …)`` bottom → top; ``seq`` the stock and waste as
    one sequence (waste bottom → top, then the stock in drawing order) with ``pos`` cards
    in the waste; ``found`` the height of each suit's foundation; ``counter`` the waste
    turn-overs used (kept only when they are limited).
    """

    def __init__(self, game: Game) -> None:
        r = game.rules
        f0 = r.foundations[0]
        if any(
            (f.base_rank, f.base_suit, f.direction, f.wrap, f.size)
            != (f0.base_rank, None, f0.direction, f0.wrap, f0.size)
            for f in r.foundations
        ):  # pragma: no cover - guarded by _needs_engine_search's callers
            raise ValueError("the fast solver needs identical any-suit foundations")
        self.draw = r.draw_count
        self.max_redeals = r.max_redeals
        self.f2t = r.foundation_to_tableau
        self.auto_aces = r.auto_aces
        self.ntab = r.tableau_count
        self.total = r.card_count
        excluded = game._excluded
        self.excluded = excluded
        self.accepts = game._accepts
        fill = r.empty_fill
        self.fill_ok = tuple(
            c not in excluded and (fill == "any" or (fill == "king" and RANK_OF[c] == 13))
            for c in range(52)
        )
        in_game = set(r.deck)
        # foundation sequence of each suit, and each card's place in it
        self.seq = []
        pos = [-1] * 52
        nxt = game._fnext[0]
        for s in range(4):
            c = s * 13 + f0.base_rank - 1
            order = []
            while c != -1 and len(order) < f0.size and c in in_game:
                pos[c] = len(order)
                order.append(c)
                c = nxt[c]
            self.seq.append(tuple(order))
        self.pos = tuple(pos)
        self.is_ace = tuple(RANK_OF[c] == 1 for c in range(52))
        # safe rule: every card that could be built on c, directly or in a chain
        accepts = game._accepts
        need: list[tuple[tuple[int, int], ...]] = []
        for c in range(52):
            closure: set[int] = set()
            todo = [c]
            while todo:
                x = todo.pop()
                if x in excluded:
                    continue
                for y in accepts[x]:
                    if y not in closure and y != c:
                        closure.add(y)
                        todo.append(y)
            need.append(tuple((SUIT_OF[y], pos[y]) for y in sorted(closure)))
        self.need = tuple(need)
        # safe moves from the waste change which cards later draws show, unless drawing
        # one at a time with unlimited passes (then every stock card stays reachable)
        self.safe_waste = self.draw == 1 and self.max_redeals is None
        # "K+" stock model (unlimited passes, no automatic Aces): no draw moves at all;
        # every card a run of draws could bring to the waste top is playable at once
        self.kplus = self.max_redeals is None and not self.auto_aces

    def state_of(self, game: Game) -> tuple:
        piles = tuple((game._down[ti], *game._piles[ti]) for ti in game._T)
        waste = tuple(game._piles[game._W])
        stock = tuple(reversed(game._piles[game._S]))
        found = [0, 0, 0, 0]
        for fi in game._F:
            p = game._piles[fi]
            if p:
                found[SUIT_OF[p[0]]] = len(p)
        counter = game._counter if self.max_redeals is not None else 0
        return (piles, waste + stock, len(waste), tuple(found), counter)

    def safe(self, c: int, found: list[int] | tuple[int, ...]) -> bool:
        for s, p in self.need[c]:  # noqa: SIM110 - a plain loop is faster here
            if found[s] <= p:
                return False
        return True

    def settle(
        self, piles: list[tuple], seq: tuple, pos: int, found: list[int], auto: list[tuple]
    ) -> tuple[tuple, int]:
        """Turn up, auto Aces (Solitario), then safe moves, until nothing changes."""
        fpos = self.pos
        is_ace = self.is_ace
        auto_aces = self.auto_aces
        changed = True
        while changed:
            changed = False
            for i, p in enumerate(piles):
                if len(p) == 1:
                    continue
                if p[0] >= len(p) - 1:  # face-down top: turn it up
                    p = (len(p) - 2, *p[1:])
                    piles[i] = p
                c = p[-1]
                s = SUIT_OF[c]
                if found[s] == fpos[c]:
                    if auto_aces and is_ace[c]:
                        pass  # an engine effect, not a move
                    elif self.safe(c, found):
                        auto.append(("tf", i))
                    else:
                        continue
                    found[s] += 1
                    piles[i] = p[:-1]
                    changed = True
            if self.kplus:
                if self.safe_waste:  # drawing one at a time: every stock card is reachable
                    for j, c in enumerate(seq):
                        s = SUIT_OF[c]
                        if found[s] == fpos[c] and self.safe(c, found):
                            auto.append(("w", c, "f", -1))
                            found[s] += 1
                            seq = seq[:j] + seq[j + 1 :]
                            if j < pos:
                                pos -= 1
                            changed = True
                            break
            elif pos:
                c = seq[pos - 1]
                s = SUIT_OF[c]
                if found[s] == fpos[c] and (
                    (auto_aces and is_ace[c]) or (self.safe_waste and self.safe(c, found))
                ):
                    if not (auto_aces and is_ace[c]):
                        auto.append(("wf",))
                    found[s] += 1
                    seq = seq[: pos - 1] + seq[pos:]
                    pos -= 1
                    changed = True
        return seq, pos

    def key(self, piles: list[tuple] | tuple, seq: tuple, pos: int, found: list[int], cnt: int):
        if self.kplus:
            # positions on the cycle of draws from an empty waste reach each other by
            # drawing and turning over: one class
            d = self.draw
            if d == 1 or pos % d == 0 or pos == len(seq):
                pos = 0
        return (tuple(sorted(piles)), seq, pos, tuple(found), cnt)

    def reach(self, seq: tuple, pos: int) -> list[int]:
        """K+: waste sizes reachable by draws and turn-overs (the card on top is seq[q-1])."""
        n = len(seq)
        d = self.draw
        if d == 1:
            return list(range(n, 0, -1))
        qs = set(range(pos, n, d)) | set(range(0, n, d)) | {n}
        qs.discard(0)
        return sorted(qs, reverse=True)


def _klondike_search(game: Game, meter: _Meter) -> list[Move] | None:
    """Two passes: a quick one over promising moves only (it can find wins, never proves
    a loss), then the complete search, which alone may answer "lost"."""
    km = _KlondikeModel(game)
    piles0, seq0, pos0, found0, cnt0 = km.state_of(game)
    plist = list(piles0)
    found = list(found0)
    auto: list[tuple] = []
    seq0, pos0 = km.settle(plist, seq0, pos0, found, auto)
    root = (tuple(plist), seq0, pos0, tuple(found), cnt0)
    if sum(found) == km.total:
        return _to_engine_moves(game, km, [tuple(auto)])
    # the native core runs the same search as _dfs, faster (every stock model)
    dfs = _native_dfs if NATIVE and _native.available() else _dfs
    if meter.deadline != math.inf or meter.max_states != math.inf:
        quick = _Meter(Budget(seconds=None, states=None))
        quick.start = meter.start
        quick.deadline = meter.start + (meter.deadline - meter.start) * QUICK_SHARE
        quick.max_states = meter.max_states * QUICK_SHARE
        try:
            line = dfs(km, root, tuple(auto), quick, full=False)
        except _OutOfBudget:
            line = None
        meter.states = quick.states
        if line is not None:
            return _to_engine_moves(game, km, line)
    line = dfs(km, root, tuple(auto), meter, full=True)
    return None if line is None else _to_engine_moves(game, km, line)


def _native_dfs(km: _KlondikeModel, root: tuple, auto: tuple, meter: _Meter, full: bool):
    """:func:`_dfs` on the native core: the same states in the same order, the same line.

    The meter counts its states and its budget stops it alike (the clock is read every
    256 states); the core's memory cap (``_native.MAX_BYTES``) also answers "unknown".
    A position the core can't encode runs on :func:`_dfs`.
    """
    flat = _native.model(km, root, km.kplus and km.draw == 1 and PENDING_RULE)
    if flat is None:
        return _dfs(km, root, auto, meter, full)
    seconds = meter.deadline - time.perf_counter() if meter.deadline != math.inf else math.inf
    code, meter.states, path = _native.search(flat, full, meter.states, meter.max_states, seconds)
    if code == _native.BADMODEL:
        return _dfs(km, root, auto, meter, full)
    if code in (_native.BUDGET, _native.MEMORY):
        raise _OutOfBudget
    return None if code == _native.LOST else [auto, *path]


#: the "build on a card just put out from the stock" rule of the draw-1 search (tests
#: switch it off to check that it never loses a win)
PENDING_RULE = True

#: run the Klondike "K+" search on the native core when it builds (tests switch it off
#: to compare with the Python search, the reference)
NATIVE = True

#: share of the budget the quick (promising moves only) pass of the Klondike search may use
QUICK_SHARE = 0.5


def _dfs(km: _KlondikeModel, root: tuple, auto: tuple, meter: _Meter, full: bool):
    total = km.total
    seen = {km.key(*root)}
    meter.tick()
    expand = _make_expander(km, seen, meter, full)
    stack = [expand(root)]
    path: list[tuple] = [auto]
    while stack:
        children = stack[-1]
        if not children:
            stack.pop()
            path.pop()
            continue
        moves, child = children.pop()
        path.append(moves)
        if sum(child[3]) == total:
            return path
        stack.append(expand(child))
    return None


def _make_expander(
    km: _KlondikeModel, seen: set, meter: _Meter, full: bool = True
) -> Callable[[tuple], list]:
    accepts = km.accepts
    fill_ok = km.fill_ok
    excluded = km.excluded
    fpos = km.pos
    seqs = km.seq
    draw = km.draw
    max_redeals = km.max_redeals
    f2t = km.f2t
    settle = km.settle
    keyf = km.key
    safe = km.safe
    kplus = km.kplus
    reach = km.reach
    # Drawing one card at a time with unlimited passes, every stock card stays playable
    # for ever, so putting one on the tableau only helps if a card is then built on it:
    # any other move in between can be played first (it doesn't touch that pile), and a
    # card that moves on (alone, or carried by the card under it) could have gone there
    # from the stock directly. So a card just put on pile j from the stock must be built
    # on at once: the pile is kept as "pending" in the state's last slot (j + 1; the
    # turn-over counter it replaces is always 0 with unlimited passes).
    pending = kplus and km.draw == 1 and PENDING_RULE

    def expand(state: tuple) -> list:
        piles, seq, pos, found, cnt = state
        cands: list[tuple[int, tuple, tuple, tuple, int, tuple, int]] = []
        # (priority, move, piles, seq, pos, found, cnt)
        empty = -1
        for i, p in enumerate(piles):
            if len(p) == 1:
                empty = i
                break
        # which piles each card may go on
        want: dict[int, list[int]] = {}
        for j, p in enumerate(piles):
            if len(p) > 1:
                for c in accepts[p[-1]]:
                    if c in want:
                        want[c].append(j)
                    else:
                        want[c] = [j]
        # tableau -> foundation
        for i, p in enumerate(piles):
            if len(p) > 1:
                c = p[-1]
                if found[SUIT_OF[c]] == fpos[c]:
                    nf = list(found)
                    nf[SUIT_OF[c]] += 1
                    np = list(piles)
                    np[i] = p[:-1]
                    reveal = 30 if p[0] == len(p) - 2 and p[0] > 0 else 0
                    cands.append((50 + reveal, ("tf", i), np, seq, pos, nf, cnt))
        # waste -> foundation / tableau
        if kplus:
            for q in reach(seq, pos):
                w = seq[q - 1]
                nseq = seq[: q - 1] + seq[q:]
                if found[SUIT_OF[w]] == fpos[w]:
                    nf = list(found)
                    nf[SUIT_OF[w]] += 1
                    cands.append((45, ("w", w, "f", -1), list(piles), nseq, q - 1, nf, cnt))
                if w not in excluded:
                    for j in want.get(w, ()):
                        np = list(piles)
                        np[j] = piles[j] + (w,)
                        cands.append((30, ("w", w, "t", j), np, nseq, q - 1, None, cnt))
                    if empty >= 0 and fill_ok[w]:
                        np = list(piles)
                        np[empty] = (0, w)
                        mv = ("w", w, "t", empty)
                        cands.append((25, mv, np, nseq, q - 1, None, cnt))
        elif pos:
            w = seq[pos - 1]
            nseq = seq[: pos - 1] + seq[pos:]
            if found[SUIT_OF[w]] == fpos[w]:
                nf = list(found)
                nf[SUIT_OF[w]] += 1
                cands.append((45, ("wf",), list(piles), nseq, pos - 1, nf, cnt))
            if w not in excluded:
                for j in want.get(w, ()):
                    np = list(piles)
                    np[j] = piles[j] + (w,)
                    cands.append((30, ("wt", j), np, nseq, pos - 1, None, cnt))
                if empty >= 0 and fill_ok[w]:
                    np = list(piles)
                    np[empty] = (0, w)
                    cands.append((25, ("wt", empty), np, nseq, pos - 1, None, cnt))
        # tableau -> tableau: any face-up card with the cards above it
        for i, p in enumerate(piles):
            size = len(p)
            if size == 1:
                continue
            down = p[0]
            for k in range(down + 1, size):
                c = p[k]
                dests = want.get(c)
                to_empty = empty >= 0 and k != 1 and fill_ok[c]
                if not dests and not to_empty:
                    continue
                n = size - k
                whole = k == 1  # the whole pile moves
                if k == down + 1 and down > 0:
                    pri = 60 + down
                elif whole:
                    pri = 40
                else:
                    under = p[k - 1]
                    pri = 35 if found[SUIT_OF[under]] == fpos[under] else 5
                    if pri == 5 and not full:
                        continue
                run = p[k:]
                for j in dests or ():
                    if j != i:
                        np = list(piles)
                        np[i] = p[:k]
                        np[j] = piles[j] + run
                        cands.append((pri, ("t", i, j, n), np, seq, pos, None, cnt))
                # a whole pile into an empty one changes nothing: skip it
                if to_empty:
                    np = list(piles)
                    np[i] = p[:k]
                    np[empty] = (0, *run)
                    cands.append((pri - 1, ("t", i, empty, n), np, seq, pos, None, cnt))
        # foundation -> tableau (a safe card never needs to come back)
        if f2t and full:
            for s in range(4):
                h = found[s]
                if not h:
                    continue
                c = seqs[s][h - 1]
                if c in excluded:
                    continue
                nf = list(found)
                nf[s] -= 1
                if safe(c, nf):
                    continue
                for j in want.get(c, ()):
                    np = list(piles)
                    np[j] = piles[j] + (c,)
                    cands.append((3, ("ft", s, j), np, seq, pos, list(nf), cnt))
                if empty >= 0 and fill_ok[c]:
                    np = list(piles)
                    np[empty] = (0, c)
                    cands.append((2, ("ft", s, empty), np, seq, pos, list(nf), cnt))
        # stock: draw, or turn the waste over
        if kplus:
            pass
        elif pos < len(seq):
            cands.append((10, ("d",), list(piles), seq, min(pos + draw, len(seq)), None, cnt))
        elif pos and (max_redeals is None or cnt < max_redeals):
            ncnt = cnt + 1 if max_redeals is not None else 0
            cands.append((9, ("r",), list(piles), seq, 0, None, ncnt))
        out = []
        cands.sort(key=lambda x: x[0])
        pend = cnt - 1 if pending else -1
        for _pri, mv, np, nseq, npos, nf, ncnt in cands:
            if pend >= 0 and _dest(mv) != pend:
                continue  # a stock card just placed on pile `pend` must be built on now
            if nf is None:
                nf = list(found)
            auto = [mv]
            nseq, npos = settle(np, nseq, npos, nf, auto)
            if pending:
                ncnt = 0
                if mv[0] == "w" and mv[2] == "t" and np[mv[3]][-1] == mv[1]:
                    ncnt = mv[3] + 1
            # the pending pile is named by its cards: the key compares piles as a set
            k = keyf(np, nseq, npos, nf, np[ncnt - 1] if pending and ncnt else ncnt)
            if k in seen:
                continue
            seen.add(k)
            meter.tick()
            out.append((tuple(auto), (tuple(np), nseq, npos, tuple(nf), ncnt)))
        return out

    return expand


def _dest(mv: tuple) -> int:
    """The tableau pile an internal move puts cards on, or -1."""
    kind = mv[0]
    if kind == "t":
        return mv[2]
    if kind == "w":
        return mv[3] if mv[2] == "t" else -1
    if kind == "ft":
        return mv[2]
    if kind == "wt":
        return mv[1]
    return -1


def _to_engine_moves(game: Game, km: _KlondikeModel, path: list[tuple]) -> list[Move]:
    """Turn the internal line into engine moves by replaying it on a copy."""
    g = game.copy()
    out: list[Move] = []
    for group in path:
        for mv in group:
            kind = mv[0]
            if kind == "t":
                m = Move(f"t{mv[1] + 1}", f"t{mv[2] + 1}", mv[3])
            elif kind == "tf":
                m = g.foundation_move_for(f"t{mv[1] + 1}")
            elif kind == "wf":
                m = g.foundation_move_for("waste")
            elif kind == "wt":
                m = Move("waste", f"t{mv[1] + 1}")
            elif kind == "ft":
                s = mv[1]
                fid = next(
                    g._ids[fi] for fi in g._F if g._piles[fi] and SUIT_OF[g._piles[fi][-1]] == s
                )
                m = Move(fid, f"t{mv[2] + 1}")
            elif kind == "w":
                for _ in range(3 * len(g._deck) + 4):  # draw and turn over to the card
                    w = g._piles[g._W]
                    if w and w[-1] == mv[1]:
                        break
                    g.play(g._stock_move())
                    out.append(g.moves[-1])
                m = (
                    g.foundation_move_for("waste")
                    if mv[2] == "f"
                    else Move("waste", f"t{mv[3] + 1}")
                )
            elif kind == "d":
                m = Move("stock", "waste")
            else:
                m = Move("waste", "stock")
            if m is None:  # pragma: no cover - a solver bug
                raise RuntimeError(f"solver bug: no foundation move for {mv}")
            g.play(m)
            out.append(m)
    return out


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


# ---------------------------------------------------------------------------- deals
def find_winnable_seed(
    variant: str,
    start: int | None = None,
    budget: Any = 0.25,
    max_tries: int = 1000,
    **options: Any,
) -> int:
    """The first deal number from ``start`` on that the solver proves winnable.

    Parameters
    ----------
    variant : str
        A variant id or alias.
    start : int, optional
        The first seed tried (a random one if None).
    budget : float or dict
        The solve budget per deal. Most winnable deals are won in milliseconds, so a
        short budget finds one sooner; Matrimony deals are rarely winnable (well under
        1 %), so a winnable Matrimony deal can take a minute to find.
    max_tries : int
        Give up (ValueError) after this many deals.
    **options
        The variant's options.

    Examples
    --------
    >>> s = find_winnable_seed("klondike32", start=1)
    >>> solve(Game("klondike32", seed=s)).status
    'won'
    """
    Budget.of(budget)
    if start is None:
        start = random.SystemRandom().randrange(1, 1_000_000_000)
    for seed in range(start, start + max_tries):
        if solve(Game(variant, seed=seed, **options), budget).status == "won":
            return seed
    raise ValueError(
        f"no winnable {variant} deal found in seeds {start}..{start + max_tries - 1} "
        f"within the budget"
    )


# ---------------------------------------------------------------------------- studies
def wilson_interval(wins: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes out of ``n`` (95 % by default)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _solve_deal(variant: str, seed: int, options: dict[str, Any], budget: Any) -> dict[str, Any]:
    r = solve(Game(variant, seed=seed, **options), budget)
    return {
        "seed": seed,
        "result": r.status,
        "seconds": round(r.seconds, 4),
        "states": r.states,
        "moves": len(r.moves),
    }


@dataclass
class Winnability:
    """The outcome of :func:`winnability`: one row per deal, counts, rate and interval."""

    variant: str
    options: dict[str, Any]
    budget: Budget
    rows: list[dict[str, Any]]

    @property
    def counts(self) -> dict[str, int]:
        out = {"won": 0, "lost": 0, "unknown": 0}
        for row in self.rows:
            out[row["result"]] += 1
        return out

    @property
    def deals(self) -> int:
        return len(self.rows)

    @property
    def win_rate(self) -> float | None:
        """Won / (won + lost): the rate among deals the solver settled (None if none)."""
        c = self.counts
        decided = c["won"] + c["lost"]
        return c["won"] / decided if decided else None

    @property
    def ci(self) -> tuple[float, float]:
        """95 % Wilson interval, unknowns counted as losses (low end) and as wins (high end)."""
        c = self.counts
        n = len(self.rows)
        low = wilson_interval(c["won"], n)[0]
        high = wilson_interval(c["won"] + c["unknown"], n)[1]
        return (low, high)

    def seconds_percentiles(self, qs: Iterable[float] = (50, 95, 100)) -> dict[float, float]:
        times = sorted(row["seconds"] for row in self.rows)
        return {q: _percentile(times, q) for q in qs}

    @property
    def table(self) -> Any:
        """The rows as a pandas DataFrame if pandas is installed, else a list of dicts."""
        try:
            import pandas as pd
        except ImportError:
            return list(self.rows)
        return pd.DataFrame(self.rows)

    def summary(self) -> str:
        c = self.counts
        lo, hi = self.ci
        rate = "n/a" if self.win_rate is None else f"{100 * self.win_rate:.1f}%"
        return (
            f"{self.variant} {self.options}: {self.deals} deals, won {c['won']}, "
            f"lost {c['lost']}, unknown {c['unknown']}; win rate {rate}, "
            f"95% CI [{100 * lo:.1f}%, {100 * hi:.1f}%]"
        )

    def __repr__(self) -> str:
        return f"<Winnability {self.summary()}>"


def _percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    k = (len(sorted_values) - 1) * q / 100
    lo, hi = math.floor(k), math.ceil(k)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def winnability(
    variant: str,
    deals: int = 100,
    budget: Any = 10.0,
    executor: Any = None,
    seeds: Iterable[int] | None = None,
    progress: bool = True,
    workers: int | None = None,
    **options: Any,
) -> Winnability:
    """Solve many numbered deals and estimate the share that can be won.

    Parameters
    ----------
    variant : str
        A variant id or alias.
    deals : int
        How many deals: seeds 1…``deals`` unless ``seeds`` is given.
    budget : float or dict
        The budget of each solve (see :func:`solve`).
    executor : concurrent.futures.Executor, optional
        Where to run the solves: any executor, e.g. a Dask ``Client.get_executor()``.
        By default a local ``ProcessPoolExecutor`` (``workers`` processes, default all
        cores).
    seeds : iterable of int, optional
        The deal numbers to solve.
    progress : bool
        Show a tqdm progress bar (if tqdm is installed).
    **options
        The variant's options.

    Returns
    -------
    Winnability
        ``rows`` (seed, result, seconds, states, moves, in seed order), ``table``,
        ``counts``, ``win_rate`` and ``ci``.

    Examples
    --------
    >>> from concurrent.futures import ThreadPoolExecutor
    >>> with ThreadPoolExecutor(1) as ex:
    ...     w = winnability("solitario", deals=3, budget=5, executor=ex, progress=False)
    >>> w.deals, w.counts["won"] + w.counts["lost"]
    (3, 3)
    """
    from concurrent.futures import ProcessPoolExecutor, as_completed

    from ..rulesets import rules_for

    rules = rules_for(variant, **options)
    b = Budget.of(budget)
    seed_list = list(range(1, deals + 1)) if seeds is None else [int(s) for s in seeds]
    opts = dict(options)
    own = executor is None
    if own:
        executor = ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1)
    bar = None
    if progress:
        try:
            from tqdm.auto import tqdm

            bar = tqdm(total=len(seed_list), desc=f"{rules.variant} solves", unit="deal")
        except ImportError:  # pragma: no cover - tqdm is optional
            bar = None
    rows: list[dict[str, Any]] = []
    try:
        futures = [executor.submit(_solve_deal, rules.variant, s, opts, b) for s in seed_list]
        for fut in as_completed(futures):
            row = fut.result()
            rows.append(row)
            if bar is not None:
                bar.update(1)
                if len(rows) % 20 == 0 or len(rows) == len(seed_list):
                    won = sum(r["result"] == "won" for r in rows)
                    bar.set_postfix(won=f"{100 * won / len(rows):.1f}%")
    finally:
        if bar is not None:
            bar.close()
        if own:
            executor.shutdown(cancel_futures=True)
    rows.sort(key=lambda r: r["seed"])
    return Winnability(rules.variant, dict(rules.options), b, rows)
