"""The solver: winning lines replay, "lost" only when proven, budgets hold, hints are legal."""

from __future__ import annotations

import math
import os
import random

import pytest

import solitaire_widget as sw
from solitaire_widget.solver import (
    Budget,
    Hint,
    SolveResult,
    find_winnable_seed,
    hint,
    solve,
    status_after_moves,
)


@pytest.fixture(params=["native", "python"])
def core(request, monkeypatch) -> str:
    """Run the Klondike search on the native core or on Python (the reference)."""
    from solitaire_widget import _native, solver

    if request.param == "native" and not _native.available():
        if os.environ.get("CI"):  # CI has a compiler: a fallback would hide a broken build
            pytest.fail("the native solver core did not build")
        pytest.skip("no C compiler: the native solver core is not available")
    monkeypatch.setattr(solver.klondike, "NATIVE", request.param == "native")
    return request.param


def replay_wins(game: sw.Game, moves: list[sw.Move]) -> bool:
    g = game.copy()
    for m in moves:
        g.play(m)  # raises if a move is illegal
    return g.is_won()


def brute_force(game: sw.Game, cap: int) -> str:
    """Plain depth-first search over every legal move, with no pruning and no safe moves.

    Foundation moves are tried first (order never changes the answer, only the time).
    """

    def moves() -> list[sw.Move]:
        return sorted(g.legal_moves(), key=lambda m: m.dst.startswith("f"))

    g = game.copy()
    if g.is_won():
        return "won"
    seen = {g.state_key()}
    stack = [moves()]
    while stack:
        if not stack[-1]:
            stack.pop()
            if stack:
                g.undo()
            continue
        g.play(stack[-1].pop())
        if g.is_won():
            return "won"
        key = g.state_key()
        if key in seen:
            g.undo()
            continue
        seen.add(key)
        if len(seen) > cap:
            return "unknown"
        stack.append(moves())
    return "lost"


# ---------------------------------------------------------------- winning lines replay
@pytest.mark.parametrize(
    ("variant", "options", "seeds", "expect"),
    [
        ("klondike32", {}, range(1, 9), "won"),
        ("klondike32", {"tableau_direction": "up"}, range(1, 6), "won"),
        ("klondike32", {"draw_count": 3}, range(1, 7), "won"),
        ("klondike32", {"auto_move_aces": False, "max_redeals": 2}, range(1, 6), "won"),
        ("klondike32", {"allow_foundation_to_tableau": False}, range(1, 5), "won"),
        ("klondike32", {"empty_pile": "king"}, (1,), "lost"),
        ("klondike32", {"draw_requires_no_moves": True}, (2,), "lost"),
        ("klondike", {"draw_count": 1}, (2, 3, 5), "won"),
        ("klondike", {"draw_count": 3}, (2, 3, 5), "won"),
        ("klondike", {"draw_count": 3, "empty_pile": "any", "max_redeals": 3}, (1, 3), "won"),
    ],
)
def test_every_solution_replays_to_a_won_game(core, variant, options, seeds, expect):
    statuses = set()
    for seed in seeds:
        g = sw.Game(variant, seed=seed, **options)
        r = solve(g, budget=5)
        assert isinstance(r, SolveResult)
        assert r.status in ("won", "lost", "unknown")
        statuses.add(r.status)
        if r.status == "won":
            assert r.moves and replay_wins(g, r.moves)
            assert r.winnable is True
        else:
            assert r.moves == []
        assert r.states >= 1 and r.seconds >= 0
    assert expect in statuses


def test_solve_from_a_mid_game_position_and_leaves_the_game_alone():
    g = sw.Game("klondike32", seed=4)
    first = solve(g, 5)
    assert first.status == "won"
    for m in first.moves[:20]:
        g.play(m)
    key, n = g.state_key(), len(g.moves)
    r = solve(g, 5)
    assert r.status == "won" and replay_wins(g, r.moves)
    assert g.state_key() == key and len(g.moves) == n


def test_a_won_game_is_won_with_no_moves():
    g = sw.Game("klondike32", seed=4)
    for m in solve(g, 5).moves:
        g.play(m)
    r = solve(g, 1)
    assert (r.status, r.moves) == ("won", [])


def test_matrimony_solution_replays():
    # pysol scheme: deals are rarely won; one in 60..100 is (found by scanning 1..100)
    for seed in range(60, 101):
        g = sw.Game("matrimony", seed=seed, foundation_scheme="pysol")
        r = solve(g, budget={"seconds": 5, "states": 3000})
        if r.status == "won":
            assert replay_wins(g, r.moves)
            assert any(m.src == "stock" for m in r.moves)  # it dealt
            return
    pytest.fail("no Matrimony (pysol) deal in 60..100 was won")


# ---------------------------------------------------------------- "lost" is a proof
def _endgames(variant: str, options: dict, seeds: range, back: int):
    """Positions near the end of won games, pushed around by random legal moves."""
    for seed in seeds:
        rng = random.Random(seed)
        g = sw.Game(variant, seed=seed, **options)
        r = solve(g, 5)
        if r.status == "won":
            for m in r.moves[: max(0, len(r.moves) - back)]:
                g.play(m)
        for _ in range(rng.randrange(0, 8)):
            moves = g.legal_moves()
            if not moves:
                break
            g.play(rng.choice(moves))
        yield seed, g


@pytest.mark.parametrize(
    ("variant", "options"),
    [
        ("klondike32", {"max_redeals": 0}),
        ("klondike32", {"max_redeals": 1, "draw_count": 3}),
        ("klondike32", {"tableau_direction": "up", "max_redeals": 0}),
    ],
)
def test_lost_and_won_agree_with_brute_force(variant, options):
    compared = {"won": 0, "lost": 0}
    for seed, g in _endgames(variant, options, range(1, 13), back=12):
        brute = brute_force(g, 3000)
        mine = solve(g, 5).status
        if brute != "unknown" and mine != "unknown":
            assert mine == brute, (seed, str(g.moves[-1]) if g.moves else "start")
            compared[mine] += 1
        if mine == "lost":  # a proof: the brute force never finds a win
            assert brute != "won"
    assert compared["lost"] + compared["won"] >= 3


def test_the_draw1_pending_rule_never_loses_a_win(core, monkeypatch):
    """Klondike draw 1: the search with and without the "build on it now" rule agree."""
    from solitaire_widget import solver

    positions = [g for _, g in _endgames("klondike", {"draw_count": 1}, range(1, 9), back=40)]
    with_rule = [solve(g, {"states": 20000}).status for g in positions]
    monkeypatch.setattr(solver.klondike, "PENDING_RULE", False)
    without = [solve(g, {"states": 20000}).status for g in positions]
    for a, b in zip(with_rule, without, strict=True):
        assert "unknown" in (a, b) or a == b
    assert with_rule.count("won") >= 4


def test_matrimony_endgame_agrees_with_brute_force():
    """Matrimony after most of the redeal: the exact search against the brute force."""
    compared = 0
    for seed in range(1, 40):
        g = sw.Game("matrimony", seed=seed)
        rng = random.Random(seed)
        # play greedily (random choices) until only a few redeal steps are left
        while g.redeals_used < 13:
            moves = g.legal_moves()
            plays = [m for m in moves if m.dst.startswith("f")]
            g.play(rng.choice(plays) if plays and rng.random() < 0.8 else moves[-1])
        brute = brute_force(g, 5000)
        if brute == "unknown":
            continue
        mine = solve(g, {"seconds": 10, "states": 5000})
        assert mine.status in (brute, "unknown")
        if mine.status == "won":
            assert replay_wins(g, mine.moves)
        compared += mine.status == brute
        if compared >= 6:
            break
    assert compared >= 6


# ---------------------------------------------------------------- budgets
def test_a_tiny_state_budget_answers_unknown(core):
    g = sw.Game("klondike", seed=1, draw_count=3)
    r = solve(g, {"states": 5})
    assert r.status == "unknown" and r.moves == []
    assert r.states <= 6


def test_a_tiny_time_budget_answers_unknown_for_a_hard_deal():
    g = sw.Game("matrimony", seed=3)  # lost, proven in about 9 s
    r = solve(g, 0.05)
    assert r.status == "unknown"


@pytest.mark.parametrize(
    "bad",
    [0, -1, "fast", True, {"minutes": 3}, {}, {"states": 0}, {"states": 1.5}, None],
)
def test_bad_budgets_are_refused_with_a_clear_error(bad):
    with pytest.raises(ValueError, match="budget"):
        solve(sw.Game("klondike32", seed=1), bad)


def test_huge_numbers_in_a_budget_get_a_clear_answer():
    # an int past any float (and past Python's 4,300 printable digits) must neither
    # overflow in the meter or the native core nor break the error message
    huge = 10**5000
    g = sw.Game("klondike32", seed=1)
    for bad in ({"states": huge}, {"states": 2**62 + 1}, -huge, {"seconds": -huge}):
        with pytest.raises(ValueError, match=r"budget .*(an integer of \d+ bits|\d+)$"):
            solve(g, bad)
    for keys, shown in (({huge: 1}, "an integer of 16610 bits"), ({1: 2, "a": 3}, "1"),
                        ({"x" * 100_000: 1}, "'x+…' \\(100000 characters\\)")):  # fmt: skip
        with pytest.raises(ValueError, match=f"budget takes the keys .*, not {shown}$"):
            solve(g, keys)  # the first unknown key, quoted short (mixed keys once TypeError)
    # as many seconds as no float holds: no limit, like math.inf
    assert Budget.of({"seconds": huge, "states": 50}) == Budget(seconds=math.inf, states=50)
    assert solve(g, {"seconds": huge, "states": 50}).status in ("won", "lost", "unknown")
    for variant in ("klondike", "matrimony"):  # the native cores take the bound as a double
        r = solve(sw.Game(variant, seed=3), {"states": 2**62, "seconds": 0.2})
        assert r.status in ("won", "lost", "unknown")


def test_budget_forms():
    assert Budget.of(2) == Budget(seconds=2.0)
    assert Budget.of({"states": 10}) == Budget(states=10)

    class B:
        seconds = 1.5
        states = 7

    assert Budget.of(B()) == Budget(1.5, 7)


def test_solve_refuses_what_is_not_a_game():
    with pytest.raises(ValueError, match="Game"):
        solve("klondike", 1)


# ---------------------------------------------------------------- hints and status
@pytest.mark.parametrize(
    ("variant", "options"),
    [("klondike32", {}), ("klondike", {"draw_count": 3}), ("matrimony", {})],
)
def test_hints_are_legal_moves(variant, options):
    for seed in range(1, 6):
        g = sw.Game(variant, seed=seed, **options)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 10)):
            g.play(rng.choice(g.legal_moves()))
        h = hint(g, budget=0.3)
        assert isinstance(h, Hint)
        assert h.source in ("solver", "heuristic")
        assert h.move is not None and g.is_legal(h.move)
        if h.source == "solver":
            assert h.winnable is True
        assert g.hint(budget=0.1) is None or g.is_legal(g.hint(budget=0.1))


def test_a_solver_hint_starts_a_winning_line():
    g = sw.Game("klondike32", seed=2)
    for _ in range(30):
        if g.is_won():
            break
        h = hint(g, budget=2)
        assert h.source == "solver" and h.winnable is True
        g.play(h.move)
    assert solve(g, 2).status == "won"


def test_heuristic_hint_prefers_a_foundation_move():
    g = sw.Game("klondike", seed=1, draw_count=3)
    h = hint(g, budget={"states": 1})
    assert h.source == "heuristic" and h.winnable is None
    fmoves = [m for m in g.legal_moves() if m.dst.startswith("f")]
    if fmoves:
        assert h.move.dst.startswith("f")


def test_status_after_moves_finds_the_losing_move():
    # a winnable Solitario deal with no redeal, then random play until it is lost
    for seed in range(1, 30):
        g = sw.Game("klondike32", seed=seed, max_redeals=0)
        if solve(g, 5).status != "won":
            continue
        assert status_after_moves(g, 5) == "winnable"
        rng = random.Random(seed)
        while solve(g, 5).status == "won" and g.legal_moves():
            g.play(rng.choice(g.legal_moves()))
        if solve(g, 5).status != "lost":
            continue
        status = status_after_moves(g, 5)
        n = int(status.removeprefix("lost at move "))
        before, after = sw.Game("klondike32", seed=seed, max_redeals=0), None
        for m in g.moves[: n - 1]:
            before.play(m)
        after = before.copy()
        after.play(g.moves[n - 1])
        assert solve(before, 5).status == "won"
        assert solve(after, 5).status == "lost"
        return
    pytest.fail("no deal became lost under random play")


def test_status_and_hint_of_a_won_game():
    g = sw.Game("klondike32", seed=4)
    for m in solve(g, 5).moves:
        g.play(m)
    assert status_after_moves(g, 1) == "won"
    assert hint(g, 1) == Hint(None, "solver", True) and g.hint() is None


# ---------------------------------------------------------------- winnable deals
def test_find_winnable_seed_returns_a_proven_winnable_deal():
    s = find_winnable_seed("klondike32", start=11, budget=5)  # deal 11 is lost: skip it
    assert s >= 12
    assert solve(sw.Game("klondike32", seed=s), 5).status == "won"
    assert solve(sw.Game("klondike32", seed=11), 5).status == "lost"


def test_game_winnable_true_deals_a_winnable_deal():
    g = sw.Game("klondike32", seed=11, winnable=True)
    assert g.seed != 11
    assert solve(g, 5).status == "won"


def test_find_winnable_seed_gives_up_with_a_clear_error():
    from solitaire_widget.errors import NoWinnableDealError

    with pytest.raises(ValueError, match="no winnable matrimony deal") as caught:
        find_winnable_seed("matrimony", start=1, budget={"states": 5}, max_tries=2)
    # its own class: the table words it in the player's language
    assert isinstance(caught.value, NoWinnableDealError)


@pytest.mark.parametrize("name", ["solitaire_widget.solver", "solitaire_widget.solvitaire"])
def test_module_doctests(name):
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


#: Matrimony with forced play: deals (rule 7) and redeal steps (rule 8) only when no
#: card can be played
FORCED = {"deal_requires_no_moves": True, "redeal_requires_no_moves": True}


@pytest.mark.parametrize("scheme", ["classic", "pysol"])
def test_matrimony_forced_play_reduction_never_changes_an_answer(monkeypatch, scheme):
    """With forced play the search makes unavoidable plays without branching:
    same answers as the plain search, from the deal and from mid-game, in fewer states."""
    from solitaire_widget import solver

    games = []
    for seed in range(1, 7):
        g = sw.Game("matrimony", seed=seed, foundation_scheme=scheme, **FORCED)
        games.append(g)
        mid = g.copy()
        rng = random.Random(seed)
        while not mid.is_stuck() and mid.redeals_used < 8:
            mid.play(rng.choice(mid.legal_moves()))
        games.append(mid)
    budget = {"states": 15_000}
    reduced = [solve(g, budget) for g in games]
    monkeypatch.setattr(solver.matrimony, "FORCED_PLAY_RULE", False)
    plain = [solve(g, budget) for g in games]
    decided = 0
    for a, b in zip(reduced, plain, strict=True):
        assert "unknown" in (a.status, b.status) or a.status == b.status
        decided += b.status != "unknown"
    assert decided >= len(games) // 2
    assert sum(r.states for r in reduced) < 0.8 * sum(r.states for r in plain)


@pytest.mark.parametrize(
    "options", [FORCED, {"redeal_requires_no_moves": True}], ids=["forced", "redeal-only"]
)
def test_matrimony_forced_play_endgames_agree_with_brute_force(options):
    """In the redeal the reduction needs only rule 8's option (the next step waits)."""
    compared = 0
    for seed in range(1, 30):
        g = sw.Game("matrimony", seed=seed, **options)
        rng = random.Random(seed)
        while g.redeals_used < 12 and not g.is_stuck():
            g.play(rng.choice(g.legal_moves()))
        brute = brute_force(g, 5000)
        if brute == "unknown":
            continue
        mine = solve(g, {"states": 5000})
        assert mine.status in (brute, "unknown")
        if mine.status == "won":
            assert replay_wins(g, mine.moves)
        compared += mine.status == brute
    assert compared >= 10


def test_matrimony_default_rules_search_tries_forced_play_first():
    """A deal won under forced play is won under the default rules by the same line: the
    default search finds it in its quick pass, and the game's own rules stay untouched."""
    forced = sw.Game("matrimony", seed=34, **FORCED)
    assert solve(forced, {"states": 20_000}).status == "won"
    g = sw.Game("matrimony", seed=34)
    r = solve(g, {"states": 20_000})
    assert r.status == "won" and replay_wins(g, r.moves)
    assert g.rules.draw_requires_no_moves is False and g.moves == []
