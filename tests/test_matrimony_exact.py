"""The exact Matrimony search (default rules): every answer against a brute force.

Positions small enough to enumerate are made by hand: the foundations filled to random
heights, the cards left spread over the piles and the stock, the redeal at a random step.
Every reduction of the search (solitaire_widget/solver/matrimony_exact.py) is checked by
agreement with the plain search over every legal move, on its own and all together.
"""

from __future__ import annotations

import contextlib
import random

import pytest

import solitaire_widget as sw
from solitaire_widget.solver import matrimony_exact as mx
from solitaire_widget.solver.common import Budget, _Meter, _OutOfBudget
from tests.test_solver import brute_force, replay_wins


def small_position(
    rng: random.Random, scheme: str, order: str, left: int, short: tuple[int, ...] = ()
) -> sw.Game:
    """A legal Matrimony position with about ``left`` cards off the foundations (taken
    from the foundations ``short`` only, when given)."""
    g = sw.Game(
        "matrimony", seed=rng.randrange(10_000), foundation_scheme=scheme, redeal_card_order=order
    )
    seqs = [["SHDC".index(f.base_suit) * 13 + r - 1 for r in f.ranks] for f in g.rules.foundations]
    # heights: a few foundations short of the end, the rest complete
    heights = [13] * 8
    budget = left
    while budget > 0:
        k = rng.choice(short) if short else rng.randrange(8)
        low = 1 if k < 2 else 0  # f1 and f2 start with their preplaced cards
        if heights[k] > low:
            heights[k] -= 1
            budget -= 1
    cards = [c for k, s in enumerate(seqs) for c in s[heights[k] :]]
    rng.shuffle(cards)
    stock_n = rng.choice([0, 0, 0, rng.randrange(len(cards) // 2 + 1)])
    stock, rest = cards[:stock_n], cards[stock_n:]
    piles: list[list[int]] = [[] for _ in range(16)]
    used = rng.sample(range(16), rng.randint(2, 6))  # deep piles: cards block each other
    for c in rest:
        piles[rng.choice(used)].append(c)
    g._piles[g._S] = stock
    for k, fi in enumerate(g._F):
        g._piles[fi] = seqs[k][: heights[k]]
    for i, ti in enumerate(g._T):
        g._piles[ti] = piles[i]
    g._counter = 0 if stock else rng.randrange(17)
    g._lm = g._fc = g._tc = None
    g._settle([])  # bases on top go home, as in a real game
    return g


def exact(g: sw.Game, states: int = 200_000) -> tuple[str, list]:
    line = mx.exact_search(g, _Meter(Budget(states=states)))
    return ("won" if line is not None else "lost"), line or []


#: the search's switches (tests/test_matrimony_native.py too), each turned off in turn
#: below; STEP_SKIP and RELAX_WORKLIST have tests of their own
#: (ROUNDS and DISCREPANCIES are no reductions: the search in rounds, and the rounds'
#: limit on plays passed over while the stock lasts)
REDUCTIONS = tuple(k for k in mx.SWITCHES if k not in ("STEP_SKIP", "RELAX_WORKLIST"))


def test_every_switch_of_the_search_is_listed():
    """A new switch is named in SWITCHES (so the tests turn it off and the benchmark
    takes it); NATIVE picks the core, it is no switch of the search."""
    flags = {k for k, v in vars(mx).items() if k.isupper() and isinstance(v, bool)}
    assert flags - {"NATIVE"} == set(mx.SWITCHES)
    assert len(set(mx.SWITCHES)) == len(mx.SWITCHES)


def count_only_with(monkeypatch, switch: str) -> dict[str, int]:
    """Wrap the Python loss bound: ``["n"]`` counts the positions it proves lost only with
    ``switch`` on (so a comparison with and without the switch tests something)."""
    original = mx._Search.relaxed_lost
    only = {"n": 0}

    def both_ways(self: mx._Search) -> bool:
        lost = original(self)
        if lost and getattr(mx, switch):
            monkeypatch.setattr(mx, switch, False)
            only["n"] += not original(self)
            monkeypatch.setattr(mx, switch, True)
        return lost

    monkeypatch.setattr(mx._Search, "relaxed_lost", both_ways)
    return only


def same_with_and_without(
    monkeypatch, switch: str, g: sw.Game, states_without: int, states: int = 200_000
) -> tuple[str, list] | None:
    """The search's answer and line on ``g`` with ``switch`` on, asserted equal to its
    answer with the switch off; None when the search without it runs out of budget."""
    monkeypatch.setattr(mx, switch, False)
    try:
        without = exact(g, states_without)[0]
    except _OutOfBudget:
        return None
    finally:
        monkeypatch.setattr(mx, switch, True)
    got, line = exact(g, states)
    assert got == without, (switch, g.position())
    if got == "won":
        assert replay_wins(g, line)
    return got, line


CASES = [
    ("classic", "bottom_first"),
    ("pysol", "bottom_first"),
    ("classic", "top_first"),
    ("pysol", "top_first"),
]


@pytest.mark.parametrize(("scheme", "order"), CASES)
def test_small_positions_agree_with_brute_force(scheme, order):
    rng = random.Random(f"{scheme}-{order}")
    counts = {"won": 0, "lost": 0}
    tried = 0
    while tried < 60:
        g = small_position(rng, scheme, order, rng.randrange(6, 16))
        truth = brute_force(g, 60_000)
        if truth == "unknown":
            continue
        tried += 1
        got, line = exact(g)
        assert got == truth, (scheme, order, g.position())
        if got == "won":
            assert replay_wins(g, line)
        counts[got] += 1
    assert counts["won"] >= 5 and counts["lost"] >= 5  # both answers were tested


@pytest.mark.parametrize("switch", REDUCTIONS)
def test_each_reduction_alone_changes_no_answer(monkeypatch, switch):
    """Every reduction off in turn: the same answers (and the brute force agrees)."""
    rng = random.Random(switch)
    n = 0
    while n < 25:
        g = small_position(
            rng, rng.choice(["classic", "pysol"]), "bottom_first", rng.randrange(8, 18)
        )
        truth = brute_force(g, 40_000)
        if truth == "unknown":
            continue
        n += 1
        with_all = exact(g)[0]
        monkeypatch.setattr(mx, switch, False)
        without = exact(g)[0]
        monkeypatch.setattr(mx, switch, True)
        assert with_all == without == truth


def test_games_played_into_the_redeal_agree_with_brute_force():
    """Real deals played at random (holding cards back too) into the redeal. The brute
    force's budget decides 20 of the 59 (at 30,000 it decided 23 and spent nine tenths of
    the time on the 36 it could not decide either way)."""
    compared = 0
    for seed in range(1, 60):
        scheme = "pysol" if seed % 2 else "classic"
        g = sw.Game("matrimony", seed=seed, foundation_scheme=scheme)
        rng = random.Random(seed)
        while g.redeals_used < 11 and not g.is_won():
            moves = g.legal_moves()
            plays = [m for m in moves if m.dst.startswith("f")]
            g.play(rng.choice(plays) if plays and rng.random() < 0.7 else moves[-1])
        truth = brute_force(g, 12_000)
        if truth == "unknown":
            continue
        got, line = exact(g)
        assert got == truth
        if got == "won":
            assert replay_wins(g, line)
        compared += 1
    assert compared >= 20


def test_applies_only_to_the_default_rules():
    assert mx.applies(sw.Game("matrimony", seed=1))
    assert mx.applies(sw.Game("matrimony", seed=1, foundation_scheme="pysol"))
    assert not mx.applies(sw.Game("matrimony", seed=1, deal_requires_no_moves=True))
    assert not mx.applies(sw.Game("matrimony", seed=1, auto_place_bases=False))
    assert not mx.applies(sw.Game("klondike", seed=1))


def test_solve_answers_lost_for_the_default_rules():
    """Through sw.solve: the default rules can now be proven lost (the engine search
    before could only win or run out), and the answers still match the brute force."""
    rng = random.Random("solve")
    seen = set()
    while len(seen) < 2:
        g = small_position(rng, "classic", "bottom_first", rng.randrange(10, 18))
        truth = brute_force(g, 40_000)
        if truth == "unknown":
            continue
        r = sw.solve(g, {"states": 200_000})
        assert r.status == truth
        if r.status == "won":
            assert replay_wins(g, r.moves)
        seen.add(r.status)
    # a whole deal, settled as lost (seed 15 needs about 8,000 positions)
    r = sw.solve(sw.Game("matrimony", seed=15), {"states": 100_000})
    assert r.status == "lost"


def test_bound_worklist_matches_a_full_rescan(monkeypatch):
    """The loss bound rechecks only the piles and foundations a change can free; at every
    position the search meets, it gives the bound a full rescan before each step gives."""
    monkeypatch.setattr(mx, "NATIVE", False)  # the Python bound (the native one: compared
    # with the Python search in tests/test_matrimony_native.py)
    # R9 and R10 off: the codes they try depend on the order the closure looks at things
    # (sound either way, but a full rescan may try others); the closure's end does not
    monkeypatch.setattr(mx, "COPY_BOUND", False)
    monkeypatch.setattr(mx, "PAIR_COPY_BOUND", False)
    original = mx._Search.relaxed_lost
    calls = {"n": 0, "lost": 0}

    def both(self: mx._Search) -> bool:
        fast = original(self)
        monkeypatch.setattr(mx, "RELAX_WORKLIST", False)
        full = original(self)
        monkeypatch.setattr(mx, "RELAX_WORKLIST", True)
        assert fast == full
        calls["n"] += 1
        calls["lost"] += fast
        return fast

    monkeypatch.setattr(mx._Search, "relaxed_lost", both)
    rng = random.Random("worklist")
    games = [
        small_position(rng, scheme, order, rng.randrange(10, 24))
        for scheme, order in CASES
        for _ in range(6)
    ]
    for s in (3, 4):
        games += [sw.Game("matrimony", seed=s, foundation_scheme=f) for f in ("classic", "pysol")]
    for g in games:
        with contextlib.suppress(_OutOfBudget):  # a whole deal: its first positions suffice
            exact(g, 1_500)
    # both answers of the bound were compared, many times
    assert calls["lost"] >= 100 and calls["n"] - calls["lost"] >= 100


@pytest.mark.parametrize("scheme", ["classic", "pysol"])
def test_stock_bound_agrees_with_brute_force(monkeypatch, scheme):
    """R6, the loss bound before the stock is dealt out: on positions with a stock, the
    same answers as the search without R6 (and as the brute force on the smaller ones),
    and R6 does prove positions with a stock lost (so the comparison tests it)."""
    monkeypatch.setattr(mx, "NATIVE", False)
    original = mx._Search.relaxed_lost
    fired = {"n": 0}

    def counting(self: mx._Search) -> bool:
        lost = original(self)
        if lost and self.stock:
            fired["n"] += 1
        return lost

    monkeypatch.setattr(mx._Search, "relaxed_lost", counting)
    rng = random.Random(f"stock-{scheme}")
    counts = {"won": 0, "lost": 0}
    brute = 0
    while sum(counts.values()) < 80:
        left = rng.randrange(8, 50)
        g = small_position(rng, scheme, "bottom_first", left)
        if not g._piles[g._S]:
            continue
        monkeypatch.setattr(mx, "STOCK_BOUND", False)
        try:
            without = exact(g, 100_000)[0]
        except _OutOfBudget:
            continue
        finally:
            monkeypatch.setattr(mx, "STOCK_BOUND", True)
        got, line = exact(g)
        assert got == without, (scheme, g.position())
        if left < 22:
            truth = brute_force(g, 40_000)
            if truth != "unknown":
                assert got == truth
                brute += 1
        if got == "won":
            assert replay_wins(g, line)
        counts[got] += 1
    assert counts["won"] >= 5 and counts["lost"] >= 5 and brute >= 10
    assert fired["n"] >= 10


def agree_on_short_positions(
    monkeypatch,
    rng,
    scheme: str,
    switch: str,
    pick,
    n: int = 50,
    brute_below: int = 20,
    states_without: int = 60_000,
) -> None:
    """``n`` positions with the foundations ``pick()`` names short (any, when none) and
    about that many cards left: the same answers with ``switch`` on and off, and as the
    brute force on those with fewer than ``brute_below`` cards left; both answers seen."""
    counts = {"won": 0, "lost": 0}
    brute = 0
    while sum(counts.values()) < n:
        short, left = pick()
        g = small_position(rng, scheme, "bottom_first", left, short)
        answer = same_with_and_without(monkeypatch, switch, g, states_without)
        if answer is None:
            continue
        got = answer[0]
        if left < brute_below:
            truth = brute_force(g, 40_000)
            if truth != "unknown":
                assert got == truth
                brute += 1
        counts[got] += 1
    assert counts["won"] >= 5 and counts["lost"] >= 5 and brute >= 10


@pytest.mark.parametrize("scheme", ["classic", "pysol"])
def test_round_bound_agrees_with_brute_force(monkeypatch, scheme):
    """R7, cards dealt round staying on the piles still to be picked up: the same answers
    as the search without R7 (and as the brute force on the smaller positions), and R7
    proves positions lost that the bound without it does not (so the comparison tests it)."""
    monkeypatch.setattr(mx, "NATIVE", False)
    only = count_only_with(monkeypatch, "ROUND_BOUND")
    rng = random.Random(f"round-{scheme}")
    agree_on_short_positions(
        monkeypatch, rng, scheme, "ROUND_BOUND", lambda: ((), rng.randrange(8, 50)), 60, 22, 100_000
    )
    # whole deals, where the redeal deals many cards round (the search without R7 settles
    # these in 10,000-40,000 positions)
    for seed in {"classic": (6, 13), "pysol": (2,)}[scheme]:
        g = sw.Game("matrimony", seed=seed, foundation_scheme=scheme)
        assert same_with_and_without(monkeypatch, "ROUND_BOUND", g, 100_000, 100_000)
    assert only["n"] >= 10


def test_the_pairs_of_foundations_that_share_their_cards():
    """R8's pairs: classic f1/f2 (the two diamond foundations; the twins are no pair),
    pysol each suit's J down and Q up."""
    meter = _Meter(Budget(states=1))
    classic = mx._Search(sw.Game("matrimony", seed=1), meter)
    assert classic.pairs == [(0, 1)]
    pysol = mx._Search(sw.Game("matrimony", seed=1, foundation_scheme="pysol"), meter)
    assert pysol.pairs == [(0, 1), (2, 3), (4, 5), (6, 7)]
    for s in (classic, pysol):
        for a, b in s.pairs:
            assert s.seq[a] == s.seq[b][::-1]


def short_pair(rng: random.Random, scheme: str):
    """A ``pick`` for :func:`agree_on_short_positions`: both foundations of a pair low
    (R8's and R10's positions: the pair has codes neither took yet, both copies out),
    with two other foundations half the time."""
    pairs = [(0, 1), (2, 3), (4, 5), (6, 7)] if scheme == "pysol" else [(0, 1)]

    def pick() -> tuple[tuple[int, ...], int]:
        pair = rng.choice(pairs)
        others = [k for k in range(8) if k not in pair]
        short = pair + tuple(rng.sample(others, 2)) if rng.random() < 0.5 else pair
        return short, rng.randrange(8, 10 * len(short))

    return pick


@pytest.mark.parametrize("scheme", ["classic", "pysol"])
def test_pair_bound_agrees_with_brute_force(monkeypatch, scheme):
    """R8, two foundations sharing their cards, case by case of the order they take them:
    the same answers as the search without R8 (and as the brute force on the smaller
    positions), and R8 proves positions lost that the bound without it does not (so the
    comparison tests it; R9 off, as it proves many of those too)."""
    monkeypatch.setattr(mx, "NATIVE", False)
    monkeypatch.setattr(mx, "COPY_BOUND", False)
    only = count_only_with(monkeypatch, "PAIR_BOUND")
    rng = random.Random(f"pair-{scheme}")
    agree_on_short_positions(monkeypatch, rng, scheme, "PAIR_BOUND", short_pair(rng, scheme))
    # real deals, where the pair's cards block each other more than in small positions:
    # classic whole (13: 7,800 positions without R8, 2,400 with it), pysol played at random
    # into the redeal
    games = [sw.Game("matrimony", seed=seed) for seed in (13, 15)] if scheme == "classic" else []
    for seed in range(1, 50) if scheme == "pysol" else ():
        g = sw.Game("matrimony", seed=seed, foundation_scheme=scheme)
        play = random.Random(seed)
        while g.redeals_used < 8 and not g.is_won():
            moves = g.legal_moves()
            plays = [m for m in moves if m.dst.startswith("f")]
            g.play(play.choice(plays) if plays and play.random() < 0.7 else moves[-1])
        games.append(g)
    for g in games:
        same_with_and_without(monkeypatch, "PAIR_BOUND", g, 100_000, 100_000)
    assert only["n"] >= 10


def test_the_codes_whose_copies_the_bound_splits():
    """R9 splits the codes whose two foundations are identical twins: classic hearts,
    spades and clubs (f3/f4, f5/f6, f7/f8); no pysol code (its suits are pairs, R8)."""
    meter = _Meter(Budget(states=1))
    classic = mx._Search(sw.Game("matrimony", seed=1), meter)
    assert classic.twin_codes == sum(1 << c for c in range(52) if c // 13 != 2)
    pysol = mx._Search(sw.Game("matrimony", seed=1, foundation_scheme="pysol"), meter)
    assert pysol.twin_codes == 0


def test_copy_bound_agrees_with_brute_force(monkeypatch):
    """R9, which copy of a card leaves first, case by case: the same answers as the search
    without R9 (and as the brute force on the smaller positions), and R9 proves positions
    lost that the bound without it does not (so the comparison tests it)."""
    monkeypatch.setattr(mx, "NATIVE", False)
    only = count_only_with(monkeypatch, "COPY_BOUND")
    rng = random.Random("copy")
    both = [(2, 3), (4, 5), (6, 7)]

    def pick() -> tuple[tuple[int, ...], int]:
        # twin foundations short, so that both copies of their cards are out
        short = rng.choice(both)
        if rng.random() < 0.5:
            short += rng.choice([b for b in both if b != short])
        return short, rng.randrange(8, 8 * len(short))

    agree_on_short_positions(monkeypatch, rng, "classic", "COPY_BOUND", pick)
    # a whole deal: 1,747 positions without R9, 105 with it
    g = sw.Game("matrimony", seed=13)
    assert same_with_and_without(monkeypatch, "COPY_BOUND", g, 10_000, 200) == ("lost", [])
    assert only["n"] >= 10


def pair_switch_agrees(monkeypatch, scheme: str, switch: str, tag: str) -> int:
    """The Python search with ``switch`` on and off on positions with a pair's foundations
    short (and the brute force on the smaller ones), then on a whole lost deal: the same
    answers. Returns how many positions only the switch proved lost."""
    monkeypatch.setattr(mx, "NATIVE", False)
    only = count_only_with(monkeypatch, switch)
    rng = random.Random(f"{tag}-{scheme}")
    agree_on_short_positions(monkeypatch, rng, scheme, switch, short_pair(rng, scheme))
    g = sw.Game("matrimony", seed=304 if scheme == "pysol" else 13, foundation_scheme=scheme)
    assert same_with_and_without(monkeypatch, switch, g, 20_000, 2_000) == ("lost", [])
    return only["n"]


@pytest.mark.parametrize("scheme", ["classic", "pysol"])
def test_pair_copy_bound_agrees_with_brute_force(monkeypatch, scheme):
    """R10, which copy of a card leaves first within each cut of a pair: the same answers
    as the search without R10 (and as the brute force on the smaller positions), and R10
    proves positions lost that R8 and R9 do not (so the comparison tests it)."""
    # the whole deal: pysol 304, 12,248 positions without R10, 1,040 with it; classic 13,
    # 187 and 105 (in the classic scheme's small positions, one pair only, R10 proved
    # nothing)
    only = pair_switch_agrees(monkeypatch, scheme, "PAIR_COPY_BOUND", "pair-copy")
    assert only >= (10 if scheme == "pysol" else 5)


@pytest.mark.parametrize("scheme", ["classic", "pysol"])
def test_pair_copy_bound_over_every_code_agrees_with_brute_force(monkeypatch, scheme):
    """R10 over every code of the pair, not only those its cut's run marks: the same
    answers as with the marked codes only (and as the brute force on the smaller
    positions), and it proves positions lost that the marked codes do not."""
    only = pair_switch_agrees(monkeypatch, scheme, "PAIR_COPY_EVERY", "pair-every")
    # (in the classic scheme's small positions, one pair only, the marked codes were
    # always enough; classic deals need a few % fewer positions with every code)
    if scheme == "pysol":
        assert only >= 10


def test_the_bound_never_cuts_a_winning_line():
    """The loss bound with every rule on, at every position of winning lines: whole deals
    the search wins, and small positions. A bound that said "lost" on one of them would
    be no proof."""
    rng = random.Random("lines")
    games = [sw.Game("matrimony", seed=2), sw.Game("matrimony", seed=9)]
    games += [sw.Game("matrimony", seed=s, foundation_scheme="pysol") for s in (2, 4, 16)]
    while len(games) < 40:
        g = small_position(
            rng, rng.choice(["classic", "pysol"]), "bottom_first", rng.randrange(10, 40)
        )
        games.append(g)
    checked = 0
    for g in games:
        try:
            got, line = exact(g, 300_000)
        except _OutOfBudget:
            continue
        if got != "won":
            continue
        played = g.copy()
        for move in [None, *line]:
            if move is not None:
                played.play(move)
            s = mx._Search(played, _Meter(Budget(states=1)))
            assert not s.relaxed_lost(), played.position()
            checked += 1
    assert checked >= 500


def pysol_search() -> mx._Search:
    """A pysol-scheme search to set positions on by hand (its own piles and heights)."""
    g = sw.Game("matrimony", seed=1, foundation_scheme="pysol")
    return mx._Search(g, _Meter(Budget(states=1)))


#: pysol: f3 (index 2) takes the hearts J down, f4 (index 3) Q up; 10♥ is place 1 of f3
#: and place 11 of f4
TEN_HEARTS, DOWN, UP = 13 + 9, 2, 3


@pytest.mark.parametrize("kind", [True, False])
def test_a_card_held_back_stays_back_until_its_kind_takes_a_copy(monkeypatch, kind):
    """R11: 10♥ held back from the hearts' J-down foundation stays barred from it when the
    other 10♥ goes to the Q-up foundation (only a copy going to the J-down one frees it);
    with R11 off, any copy going home frees it, as R2 did before."""
    monkeypatch.setattr(mx, "FREEZE_KIND", kind)
    s = pysol_search()
    assert s.seq[DOWN][1] == s.seq[UP][11] == TEN_HEARTS
    s.piles = [[] for _ in range(16)]
    s.piles[0] = [0, TEN_HEARTS]
    s.piles[1] = [TEN_HEARTS]
    s.stock, s.counter = [], 16
    s.h = [13, 13, 1, 11, 13, 13, 13, 13]
    s.frozen = frozenset({(0, 1, s.cls[DOWN], s.kind_count(TEN_HEARTS, s.cls[DOWN]))})
    assert s.is_frozen(0, DOWN) and not s.is_frozen(0, UP) and not s.is_frozen(1, DOWN)
    s.play(1, UP)  # the other copy goes to the other kind
    s.normalize()
    assert s.is_frozen(0, DOWN) == kind
    assert bool(s.frozen) == kind


@pytest.mark.parametrize(("carry", "top"), [(True, True), (True, False), (False, True)])
def test_a_frozen_top_keeps_its_freeze_where_the_redeal_step_deals_it(monkeypatch, carry, top):
    """R12: a frozen card on top of the pile a redeal step picks up is dealt last (bottom
    first) and keeps its freeze at its new place; a frozen card under others is free
    again, and so is every card with R12 off."""
    monkeypatch.setattr(mx, "FREEZE_CARRY", carry)
    s = pysol_search()
    s.piles = [[] for _ in range(16)]
    pile = [1, 2, TEN_HEARTS] if top else [1, TEN_HEARTS, 2]
    s.piles[13] = list(pile)
    s.piles[15] = [3]
    s.stock, s.counter = [], 2  # the next step picks up pile 14 (index 13)
    s.h = [13, 13, 1, 11, 13, 13, 13, 13]
    d = pile.index(TEN_HEARTS)
    s.frozen = frozenset({(13, d, s.cls[DOWN], 0)})
    assert s.event()
    assert s.piles[13] == [1] and s.piles[14] == [pile[1]] and s.piles[15] == [3, pile[2]]
    want = {(15, 1, s.cls[DOWN], 0)} if carry and top else set()
    assert s.frozen == want
    assert s.is_frozen(15, DOWN) == (carry and top)


@pytest.mark.parametrize("switch", ["FREEZE_KIND", "FREEZE_CARRY"])
def test_freezes_by_kind_and_across_a_step_agree_with_brute_force(monkeypatch, switch):
    """R11 and R12: the same answers as the search without each (and as the brute force
    on the smaller positions), and the bound with each proves positions lost that it does
    not without (so the comparison tests it)."""
    monkeypatch.setattr(mx, "NATIVE", False)
    only = count_only_with(monkeypatch, switch)
    for scheme in ("pysol", "classic"):
        rng = random.Random(f"{switch}-{scheme}")
        agree_on_short_positions(monkeypatch, rng, scheme, switch, short_pair(rng, scheme), 40)
    # pysol deals played at random into the first steps of the redeal, holding cards back
    # (5 and 16 in C only, tests/test_matrimony_native.py: the Python search takes a
    # minute on each, and 5 runs out of its budget without the switch)
    for seed in PLAYED_INTO_THE_REDEAL:
        if seed not in (5, 16):
            same_with_and_without(monkeypatch, switch, played_into_the_redeal(seed), 20_000, 20_000)
    assert only["n"] >= 5


#: pysol deals that :func:`played_into_the_redeal` takes into the redeal's first steps
PLAYED_INTO_THE_REDEAL = range(1, 17)


def played_into_the_redeal(seed: int) -> sw.Game:
    """Pysol deal ``seed`` played at random (home when it can, 60 %) into step 1 to 4 of
    the redeal: positions where cards were held back from their foundations."""
    g = sw.Game("matrimony", seed=seed, foundation_scheme="pysol")
    play = random.Random(seed)
    while g.redeals_used < 1 + seed % 4 and not g.is_won():
        moves = g.legal_moves()
        plays = [m for m in moves if m.dst.startswith("f")]
        g.play(play.choice(plays) if plays and play.random() < 0.6 else moves[-1])
    return g
