"""The Klondike-family search: Klondike and Solitario (32 cards), every stock model.

A compact private state (tuples of card codes, foundations as per-suit heights, tableau
piles compared as a set), safe automatic moves and the "K+" stock model; the same search
runs on the native core (``_klondike_core.c``, loaded by :mod:`solitaire_widget._native`)
when it was built, else on :func:`_dfs` here (the reference).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from .. import _native
from ..cards import RANK_OF, SUIT_OF
from ..engine import Game
from ..notation import Move
from .common import _Meter, _OutOfBudget, _quick_meter


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
        # "K+" stock model (unlimited passes): no draw moves at all; every card a run of
        # draws could bring to the waste top is playable at once. Automatic Aces change
        # which cards later draws of three show, so with them only drawing one at a time
        # is K+: there every stock card stays reachable, and an Ace going home is a safe
        # move (no card is ever built on it) the settle makes at once for stock Aces
        # too, where the game makes it when a draw turns the Ace up. Every game line then
        # maps onto a K+ line whose foundations hold those Aces early (more moves, never
        # fewer), and a K+ line replays by drawing up to each card it plays.
        self.kplus = self.max_redeals is None and (
            not self.auto_aces or (self.draw == 1 and AUTO_ACES_KPLUS)
        )

        self.root_bound = ROOT_BOUND
        self._root_rule()
        self.lock_bound = LOCK_BOUND
        self._lock_rule()
        self.stuck_bound = STUCK_BOUND
        self._stuck_rule()

    def _root_rule(self) -> None:
        """Which cards are roots, and whether the buried-roots bound applies (see
        :meth:`roots_buried`; the native core decides the same from the same tables)."""
        accepted = {y for c in range(52) for y in self.accepts[c]}
        self.is_root = tuple(
            self.pos[c] >= 0 and c not in self.excluded and c not in accepted for c in range(52)
        )
        self.root_found = [-1, -1, -1, -1]  # lowest foundation place of a root of each suit
        for c in range(52):
            if self.is_root[c]:
                s = SUIT_OF[c]
                if self.root_found[s] < 0 or self.pos[c] < self.root_found[s]:
                    self.root_found[s] = self.pos[c]
        rule = any(self.is_root)
        blk = [False] * 52
        for r in range(52):
            if not self.is_root[r]:
                continue
            for x in self.accepts[r]:
                blk[x] = True
                rf = self.root_found[SUIT_OF[x]]
                if self.fill_ok[x] or self.pos[x] < 0 or rf < 0 or rf >= self.pos[x]:
                    rule = False  # (a) or (c) fails
                if any(x in self.accepts[y] and not self.is_root[y] for y in range(52)):
                    rule = False  # (b) fails
        self.is_blk = tuple(blk)
        self.root_applies = rule
        self.root_rule = rule and self.root_bound

    def _lock_rule(self) -> None:
        """The groups of the locked-ranks bound (see :meth:`locked`): pairs ``(holders,
        held)`` of card sets; empty where the bound is off or never applies. The native
        core builds the same groups from the same tables."""
        in_game = [self.pos[c] >= 0 and c not in self.excluded for c in range(52)]
        takers: list[list[int]] = [[] for _ in range(52)]  # the cards that accept c
        for y in range(52):
            if in_game[y]:
                for x in self.accepts[y]:
                    if in_game[x]:
                        takers[x].append(y)
        groups: list[tuple[tuple[int, ...], frozenset[int]]] = []
        for x0 in range(52):
            if not self.lock_bound or not in_game[x0] or not takers[x0]:
                continue
            held = {x0}
            holders: set[int] = set()
            ok = True
            todo = [x0]
            while todo and ok:
                x = todo.pop()
                fp = self.pos[x]
                if fp <= 0 or self.fill_ok[x]:
                    ok = False  # (a) or (c) fails
                    break
                pred = self.seq[SUIT_OF[x]][fp - 1]  # must be a holder: its takes join
                for y in [*takers[x], pred]:
                    holders.add(y)
                    for z in self.accepts[y]:
                        if in_game[z] and z not in held:
                            held.add(z)
                            todo.append(z)
            # every held card's foundation predecessor is a holder (c)
            ok = ok and all(self.seq[SUIT_OF[x]][self.pos[x] - 1] in holders for x in held)
            # every holder takes a held card (else the group could never be locked)
            ok = ok and all(any(z in held for z in self.accepts[y]) for y in holders)
            group = (tuple(sorted(holders)), frozenset(held))
            if ok and group not in groups and len(groups) < 16:  # the core's MAXL
                groups.append(group)
        self.locks = tuple(groups)

    def locked(self, piles: list[tuple] | tuple) -> bool:
        """Whether some rank is locked for ever: the position is lost.

        A group is a set H of held cards and the set P of their holders (every card that
        accepts a card of H on the tableau, and each card's foundation predecessor), built
        from the game's tables (:meth:`_lock_rule`) so that every card of H is (a) not
        allowed into an empty pile and (c) preceded on its foundation by a card of P, and
        every card of P accepts some card of H. In Solitario building down with Kings-only
        empty piles these are the ranks: H the four cards of one rank below the King, P
        the four of the rank above. A position is lost when every card of P is in the
        tableau with a card of H directly on it (face up or down).

        Proof: call that invariant L. Under L no card of P is on a pile top, so none goes
        home or takes a card; a card x of H sitting on one can't go onto a card (every
        card that takes it is in P, covered), nor into an empty pile (a), nor home (c: a
        card of P must be home first). Face down, x doesn't move either; it can only be
        carried, by the card under it, which keeps x on it. So the card on each holder
        stays there and every move keeps L (no card of P or H comes from the stock, the
        waste or a foundation: P is all in the tableau, and H can't be home before P).
        The cards of P never go home and the game is never won, under any stock rule:
        pruning the position changes no verdict.
        """
        above = {}
        for p in piles:
            for k in range(1, len(p) - 1):
                above[p[k]] = p[k + 1]
        for holders, held in self.locks:
            for y in holders:
                x = above.get(y)
                if x is None or x not in held:
                    break
            else:
                return True
        return False

    def _stuck_rule(self) -> None:
        """The tables of the stuck-cards bound (see :meth:`stuck`): each card's takers
        and foundation predecessor. It runs where the buried-roots bound applies (Kings
        only, building down: its proof holds for every Klondike game, but elsewhere it
        almost never applies and would only cost time); the native core decides the same
        from the same tables."""
        in_game = [self.pos[c] >= 0 and c not in self.excluded for c in range(52)]
        takers: list[list[int]] = [[] for _ in range(52)]
        for y in range(52):
            if in_game[y]:
                for x in self.accepts[y]:
                    takers[x].append(y)
        self.takers = tuple(tuple(t) for t in takers)
        self.pred = tuple(
            self.seq[SUIT_OF[c]][self.pos[c] - 1] if in_game[c] and self.pos[c] > 0 else -1
            for c in range(52)
        )
        self.stuck_rule = self.stuck_bound and self.root_applies

    def stuck(self, piles: list[tuple] | tuple, found: list[int] | tuple[int, ...]) -> bool:
        """Whether some tableau card is covered for ever by a card that never moves: the
        position is lost.

        Say a card *stays* when it never leaves the card it lies on in the tableau (or,
        at a pile's bottom, never leaves the tableau and stays the bottom), and a card is
        *covered* when the card directly on it stays. Σ is the largest set of tableau
        cards each of which (1) is face down and covered, or (2) meets all of: (a) it
        never goes home: it is covered, or its foundation predecessor is *never home*
        (not home, and covered in the tableau or its own predecessor never home); (b)
        every card that takes it on the tableau is in the tableau and covered; (c) it may
        not fill an empty pile, or it lies at its pile's bottom. "Covered" and "never
        home" are read with Σ as the cards that stay (a greatest fixpoint: start from
        every tableau card, drop the cards that fail, until none does). A position is
        lost when some card has a card of Σ directly on it.

        Proof: take any line of legal moves from the position and its first move m that
        takes a card x of Σ off the card it lies on (or home, or off the bottom of a
        pile). Before m every card of Σ still lies where it lay, so every covered card
        has not been a pile top since (it never went home, it only moved carried under
        its cover), and by induction along each suit's foundation order no never-home
        card has gone home. Now m cannot be: x going home (it is a pile top, so not
        covered; so its predecessor is never home and not home yet); x going onto a card
        t as the head of a run (every such t is covered, never a top), nor into an empty
        pile (c: only from a pile's bottom, and then x stays a bottom, so m doesn't move
        x off anything); a face-down x (1) never moves: it is never a top. Carried by a
        card under it, x stays on the card it lies on; cards coming from the stock, the
        waste or a foundation move no tableau card. So no move ever does that: a covered
        card is never a pile top, never goes home, and the game is never won, under any
        stock rule; pruning the position changes no verdict. The buried-roots and
        locked-ranks positions are cases of it (their Queens / held cards are in Σ).
        """
        above: dict[int, int] = {}
        where: dict[int, tuple[bool, bool]] = {}  # card -> (face down, at the bottom)
        for p in piles:
            down = p[0]
            n = len(p)
            for k in range(1, n):
                if k + 1 < n:
                    above[p[k]] = p[k + 1]
                where[p[k]] = (k <= down, k == 1)
        if not above:
            return False
        fill_ok = self.fill_ok
        takers = self.takers
        pred = self.pred
        seqs = self.seq
        stay = set(where)
        while True:
            covered = {c for c, y in above.items() if y in stay}
            if not covered:
                return False
            never = set()  # never home
            for s in range(4):
                nh = False
                for c in seqs[s][found[s] :]:
                    nh = nh or c in covered
                    if nh:
                        never.add(c)
            drop = []
            for x in stay:
                down, bottom = where[x]
                if x in covered and down:
                    continue  # (1)
                if (
                    (x in covered or (pred[x] >= 0 and pred[x] in never))
                    and all(t in covered for t in takers[x])
                    and (not fill_ok[x] or bottom)
                ):
                    continue  # (2)
                drop.append(x)
            if not drop:
                return True
            stay.difference_update(drop)

    def roots_buried(self, piles: list[tuple] | tuple, seq: tuple, found: list[int]) -> bool:
        """Whether no root can ever reach a foundation: the position is lost.

        A root is a card of the game no card accepts on the tableau (the Kings building
        down); a blocker is a card a root accepts (the Queens). The bound applies when
        every blocker is (a) not allowed into an empty pile, (b) accepted by roots only and
        (c) preceded on its foundation by a root of its own suit. A position is then lost
        when no root is home, none is in the stock or waste, and every root in the tableau
        is buried: (A) face up with a card on it, or (B) under a blocker of its own pile
        that is face down or the pile's first face-up card.

        Proof: call that invariant I. Under I no root is on a pile top, so a blocker can
        go neither onto a card (b), nor into an empty pile (a), nor home (c: a root of its
        suit must be home first); it can only be carried by the card under it in a run,
        and in a build only a root is under a blocker. So a blocker face down or first face
        up never moves, and the one on a face-up root (A) moves only with that root. A root
        moves only home (it is not on top) or with its run into an empty pile (face up and
        covered still). The cards between a root and its blocker in (B) are face down and
        stay. No root comes from the stock, the waste or a foundation. So every move keeps
        I, no root ever goes home and the game is never won, whatever the stock rules:
        pruning the position changes no verdict.
        """
        rf = self.root_found
        for s in range(4):
            if rf[s] >= 0 and found[s] > rf[s]:
                return False
        is_root = self.is_root
        if any(is_root[c] for c in seq):
            return False
        is_blk = self.is_blk
        roots = 0
        for p in piles:
            n = len(p)
            first = p[0] + 1  # the first face-up card (the top when all are face down)
            blk = -1  # the highest blocker that never moves
            for k in range(min(first, n - 1), 0, -1):
                if is_blk[p[k]]:
                    blk = k
                    break
            for k in range(1, n):
                if is_root[p[k]]:
                    if not ((k == first and k < n - 1) or blk > k):
                        return False  # neither (A) nor (B)
                    roots += 1
        return roots > 0

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
        quick = _quick_meter(meter)
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

#: prune positions the buried-roots bound proves lost (_KlondikeModel.roots_buried; tests
#: and benchmarks switch it off to compare)
ROOT_BOUND = True

#: prune positions the locked-ranks bound proves lost (_KlondikeModel.locked; tests and
#: benchmarks switch it off to compare)
LOCK_BOUND = True

#: prune positions the stuck-cards bound proves lost (_KlondikeModel.stuck; tests and
#: benchmarks switch it off to compare)
STUCK_BOUND = True

#: run the Klondike "K+" search on the native core when it builds (tests switch it off
#: to compare with the Python search, the reference)
NATIVE = True

#: drawing one at a time with automatic Aces and unlimited passes, search the K+ model
#: (tests and benchmarks switch it off to compare with the model that plays every draw)
AUTO_ACES_KPLUS = True


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
    # the stuck-cards bound covers the positions of the other two (every buried-roots
    # or locked-ranks position is a stuck one: see its docstring and the tests); where
    # it runs they are not checked. A pruned position is counted by neither; the
    # stuck one is kept in `seen`, so a later visit stops there as well.
    root_rule = km.root_rule and not km.stuck_rule
    roots_buried = km.roots_buried
    locks = km.locks if not km.stuck_rule else ()
    locked = km.locked
    stuck_rule = km.stuck_rule
    stuck = km.stuck
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
            if root_rule and roots_buried(np, nseq, nf):
                continue  # lost (the proof is at _KlondikeModel.roots_buried)
            if locks and locked(np):
                continue  # lost (the proof is at _KlondikeModel.locked)
            # the pending pile is named by its cards: the key compares piles as a set
            k = keyf(np, nseq, npos, nf, np[ncnt - 1] if pending and ncnt else ncnt)
            if k in seen:
                continue
            seen.add(k)
            if stuck_rule and stuck(np, nf):
                # lost (the proof is at _KlondikeModel.stuck); checked on new positions
                # only, and kept in `seen`: a later visit is pruned as seen instead
                continue
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
                    if (w and w[-1] == mv[1]) or _on_foundation(g, mv[1]):
                        break
                    g.play(g._stock_move())
                    out.append(g.moves[-1])
                if _on_foundation(g, mv[1]):  # an automatic Ace: its draw put it home
                    continue
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


def _on_foundation(game: Game, card: int) -> bool:
    """Whether ``card`` lies on one of the game's foundations."""
    return any(card in game._piles[fi] for fi in game._F)
