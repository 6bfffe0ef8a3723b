"""The search on private copies of the engine: Matrimony, and any option set the Klondike
search doesn't model (such as ``draw_requires_no_moves``).

It is a depth-first search with a transposition table over engine positions (identical
foundations compared as a set). With forced play (``deal_requires_no_moves`` and
``redeal_requires_no_moves``: a deal or a redeal step only when no card can be played)
plays nothing can replace are made without branching (:func:`_forced_play`).
"""

from __future__ import annotations

import dataclasses
import math

from ..engine import _NO, Game
from ..notation import Move
from . import matrimony_exact
from .common import _Meter, _OutOfBudget, _quick_meter

#: share of the budget the forced-play pass gets before the exact default-rules search
#: (0: none). Off since 2026-12-05: side by side the exact search alone settles as many
#: deals, in less time, since a deal the pass (a Python search) does not win lost up to
#: this share of its budget; a few wins the pass finds at once take the exact search
#: seconds (classic 1257: 0.05 s against 2.1 s; docs/benchmarks.md, "Matrimony run notes")
EXACT_QUICK_SHARE = 0.0
#: share of the budget the random playouts get after it (0: none). Off since 2026-12-05:
#: without them the 557 deals of the 1,000-deal studies won within 0.45 s (where a win
#: could be theirs) were all won again at 10 s, and they cost every deal not won at once
#: their whole share (docs/benchmarks.md, "Matrimony run notes")
PLAYOUT_SHARE = 0.0
#: share of the budget the nested search gets after them (0: none):
#: matrimony_exact.nested_search with its NESTED_* settings, a fixed seed (a solve is
#: repeatable). Native only: without the C core the step runs nothing and the exact
#: search has the whole budget (a Python mirror would be too slow to find these wins).
#: Off: at 20 % it settled 4 of the 72 pysol deals the 10 s study left unknown and none
#: more of seeds 1-100, where every loss paid its share (docs/benchmarks.md, "Matrimony
#: run notes", 2026-12-06)
NESTED_SHARE = 0.0


def _foundation_groups(game: Game) -> list[list[int]]:
    """Pile indexes of identical foundations (interchangeable: sorted in the key)."""
    groups: dict[tuple, list[int]] = {}
    for k, f in enumerate(game.rules.foundations):
        groups.setdefault(f.kind, []).append(game._F[k])
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
    if EXACT and matrimony_exact.applies(game):
        return _exact_search(game, meter)
    # with forced play the complete search is small: a quick pass would only repeat it
    if not _forced_play_rules(game) and (
        meter.deadline != math.inf or meter.max_states != math.inf
    ):
        quick = _quick_meter(meter)
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


def _exact_search(game: Game, meter: _Meter) -> list[Move] | None:
    """Matrimony under the default rules: the exact search of :mod:`.matrimony_exact`,
    which alone may answer "lost". Before it, when their shares are set, a short
    forced-play pass (its wins are wins of these rules too; ``EXACT_QUICK_SHARE``) and
    random playouts (``PLAYOUT_SHARE``): both off by default since 2026-12-05, when side
    by side the native exact search alone settled as many deals in less time. (Playouts
    after it, in a share of the budget kept from it, were tried and dropped: on 80 deals
    they found no win the first ones had not, and the exact search lost two wins it finds
    just before 10 s; docs/benchmarks.md, "Matrimony run notes".)"""
    bounded = meter.deadline != math.inf or meter.max_states != math.inf
    # the copy only when the pass runs: a solve (every hint, every live status) would
    # otherwise pay for a game copy it never uses
    forced = _forced_play_copy(game) if EXACT_QUICK_SHARE > 0 and bounded else None
    if forced is not None:
        quick = _quick_meter(meter, EXACT_QUICK_SHARE)
        try:
            line = _engine_dfs(forced, quick, restricted=False)
        except _OutOfBudget:
            line = None
        meter.states = quick.states
        if line is not None:
            return line
    # the win finders that prove nothing, each with its share of what is left (both off)
    finders = (
        (PLAYOUT_SHARE, matrimony_exact.playout_search),
        (NESTED_SHARE, matrimony_exact.nested_search),
    )
    for share, finder in finders:
        if share > 0 and bounded:
            part = _quick_meter(meter, share, from_now=True)
            line, _ = finder(game, part)
            meter.states = part.states
            if line is not None:
                return line
    return matrimony_exact.exact_search(game, meter)


#: the exact default-rules search (tests switch it off to compare with the engine search)
EXACT = True

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
    sig_of = {g._ids[g._F[k]]: f.kind for k, f in enumerate(game.rules.foundations)}

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
