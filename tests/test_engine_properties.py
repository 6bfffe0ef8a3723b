"""Property tests: random games of every variant and a spread of options (hypothesis).

After every move of a random walk: every card is present exactly once, the fast
move generator agrees with the rule checker on every candidate move, explanations
agree with the errors, notation round-trips, undo/redo are exact, and records
rebuild the same position.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solitaire_widget import Game, IllegalMoveError, Move
from solitaire_widget.record import dumps, from_record, loads, to_record

from .helpers import card_multiset, variant_multiset

CONFIGS = [
    ("klondike32", {}),
    ("klondike32", {"tableau_direction": "up"}),
    ("klondike32", {"empty_pile": "king", "draw_count": 3, "max_redeals": 1}),
    ("klondike32", {"draw_requires_no_moves": True}),
    ("klondike32", {"allow_foundation_to_tableau": False, "auto_move_aces": False}),
    ("matrimony", {}),
    ("matrimony", {"foundation_scheme": "pysol"}),
    ("matrimony", {"redeal_card_order": "top_first", "auto_place_bases": False}),
    ("matrimony", {"deal_requires_no_moves": True}),
    ("matrimony", {"redeal_requires_no_moves": True, "foundation_scheme": "pysol"}),
    ("klondike", {}),
    ("klondike", {"draw_count": 1, "empty_pile": "any"}),
    ("klondike", {"max_redeals": 2, "draw_requires_no_moves": True}),
    ("klondike", {"allow_foundation_to_tableau": False}),
]
SETTINGS = settings(
    max_examples=len(CONFIGS) * 4, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

config = st.sampled_from(CONFIGS)
seed = st.integers(min_value=0, max_value=2**64 - 1)
walk = st.integers(min_value=0, max_value=2**32)


def candidates(g: Game) -> list[Move]:
    """Every well-formed move: any source, any destination (incl. the tableau), any count
    from 1 to one more than the source holds (stock, waste and foundations: 1 and 2)."""
    out = []
    piles = g.piles
    for src in g.pile_ids:
        top = len(piles[src]) + 1 if src.startswith("t") else 2
        for dst in [*g.pile_ids, "tableau"]:
            for n in range(1, top + 1):
                out.append(Move(src, dst, n))
    return out


def random_walk(g: Game, rnd: random.Random, steps: int, check=None) -> None:
    """Play up to ``steps`` random legal moves (with an occasional undo/redo)."""
    for _ in range(steps):
        r = rnd.random()
        if r < 0.08 and g.can_undo:
            g.undo()
        elif r < 0.12 and g.can_redo:
            g.redo()
        else:
            moves = g.legal_moves()
            if not moves:
                break
            # prefer moves home, then card moves, so games get somewhere
            home = [m for m in moves if m.dst[0] == "f" and m.src[0] != "f"]
            card = [m for m in moves if m.src != "stock" and m.dst != "stock"]
            if home and rnd.random() < 0.6:
                pool = home
            elif card and rnd.random() < 0.7:
                pool = card
            else:
                pool = moves
            g.play(rnd.choice(pool))
        if check is not None:
            check(g)


def check_cards(g: Game) -> None:
    assert card_multiset(g) == variant_multiset(g)
    assert sum(len(p) for p in g.piles.values()) == g.rules.card_count


@SETTINGS
@given(config, seed, walk)
def test_every_card_exactly_once_after_every_move(cfg, deal, w):
    variant, options = cfg
    g = Game(variant, seed=deal, **options)
    check_cards(g)
    random_walk(g, random.Random(w), 80, check_cards)


@SETTINGS
@given(config, seed, walk)
def test_undo_restores_exact_state_and_redo_replays(cfg, deal, w):
    variant, options = cfg
    g = Game(variant, seed=deal, **options)
    rnd = random.Random(w)
    keys = [g.state_key()]
    for _ in range(60):
        moves = g.legal_moves()
        if not moves:
            break
        g.play(rnd.choice(moves))
        keys.append(g.state_key())
    played = g.moves
    assert len(played) == len(keys) - 1
    history = [h.effects for h in g.history]
    # undo all the way, checking every intermediate position
    for k in range(len(played) - 1, -1, -1):
        assert g.undo() == played[k]
        assert g.state_key() == keys[k]
    assert g.undo() is None and g.moves == []
    # redo all the way: the same moves, positions and effects again (each announced by
    # redo_move before it is played)
    for k, m in enumerate(played):
        assert g.redo_move == m
        assert g.redo() == m
        assert g.state_key() == keys[k + 1]
    assert g.redo_move is None and g.redo() is None
    assert [h.effects for h in g.history] == history
    # after undo, replaying the undone move keeps the rest of the redo list;
    # any other move clears it
    if len(played) >= 2:
        g.undo()
        g.undo()
        g.play(played[-2])
        assert g.can_redo and g.redo() == played[-1]
        assert g.state_key() == keys[-1]
        g.undo()
        g.undo()
        others = [m for m in g.legal_moves() if m != played[-2]]
        if others:
            g.play(others[0])
            assert not g.can_redo and g.redo() is None


@settings(
    max_examples=len(CONFIGS) * 2, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(config, seed, walk)
def test_legal_moves_equal_candidates_the_checker_accepts(cfg, deal, w):
    variant, options = cfg
    g = Game(variant, seed=deal, **options)
    rnd = random.Random(w)

    def check(g: Game) -> None:
        fast = g.legal_moves()
        assert len(fast) == len(set(fast)), "no move listed twice"
        cands = candidates(g)
        accepted = {m for m in cands if g.is_legal(m)}
        assert set(fast) == accepted
        for m in fast:
            assert Move.parse(str(m)) == m
            text = g.explain(m)
            assert isinstance(text, str) and text.strip() and "{" not in text
        for m in rnd.sample(fast, min(4, len(fast))):  # the other languages, on a sample
            for lang in ("it", "nl", "pt"):
                assert g.explain(m, lang).strip() and "{" not in g.explain(m, lang)
        # explain on illegal candidates is the error's reason (a sample: it is slow-ish)
        illegal = [m for m in cands if m not in accepted]
        for m in rnd.sample(illegal, min(15, len(illegal))):
            before = g.state_key()
            try:
                g.play(m)
            except IllegalMoveError as exc:
                assert exc.reason and g.explain(m) == exc.reason
                assert exc.move == m and exc.key.startswith("illegal.")
                assert exc.explain("en") == exc.reason
                for lang in ("it", "nl", "pt"):
                    text = exc.explain(lang)
                    assert text.strip() and "{" not in text and text == g.explain(m, lang)
            else:  # pragma: no cover - a failure
                raise AssertionError(f"{m} was accepted but is not legal")
            assert g.state_key() == before

    check(g)
    random_walk(g, rnd, 25, check)


@SETTINGS
@given(config, seed, walk)
def test_records_round_trip_and_replay_to_the_same_position(cfg, deal, w):
    variant, options = cfg
    g = Game(variant, seed=deal, **options)
    random_walk(g, random.Random(w), 50)
    if g.moves:
        g.comments[0] = "first move"
    rec = to_record(g, result=False)
    back = from_record(rec)
    assert back.state_key() == g.state_key()
    assert back.moves == g.moves and back.comments == g.comments
    assert back.options == g.options and back.deck == g.deck and back.seed == g.seed
    # through JSON text as well
    again = from_record(loads(dumps(g)))
    assert again.state_key() == g.state_key()
    # a replay of the record's moves on a fresh deal reaches the same position
    fresh = Game(variant, deck=rec["deck"], **rec["options"])
    for entry in rec["moves"]:
        fresh.play(entry if isinstance(entry, str) else entry["move"])
    assert fresh.state_key() == g.state_key()


def _independent_stuck(g: Game, cap: int = 3000) -> bool | None:
    """RULES.md §1 rule 12 by plain breadth-first search over exact positions (no
    mirror merging, no move ordering): True stuck, False progress found, None too big."""
    if g.is_won():
        return False
    f0, d0 = g.foundation_count(), g.face_down_count()
    unlimited = g.rules.max_redeals is None and g.rules.redeal is None

    def key(x: Game) -> tuple:
        k = x.state_key()
        return k[:2] if unlimited else k  # unlimited passes: the turn-over count is no state

    seen = {key(g)}
    frontier = [g.copy()]
    while frontier:
        nxt = []
        for x in frontier:
            for m in x.legal_moves():
                y = x.copy()
                y.play(m)
                if y.foundation_count() > f0 or y.face_down_count() < d0:
                    return False
                k = key(y)
                if k not in seen:
                    seen.add(k)
                    if len(seen) > cap:
                        return None
                    nxt.append(y)
        frontier = nxt
    return True


@settings(
    max_examples=len(CONFIGS) * 2, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(config, seed, walk, st.integers(min_value=0, max_value=150))
def test_is_stuck_agrees_with_a_plain_search(cfg, deal, w, steps):
    variant, options = cfg
    g = Game(variant, seed=deal, **options)
    random_walk(g, random.Random(w), steps)
    expected = _independent_stuck(g)
    if expected is not None:
        assert g.is_stuck() == expected
    if g.is_stuck():  # no legal move makes progress
        f0, d0 = g.foundation_count(), g.face_down_count()
        for m in g.legal_moves():
            c = g.copy()
            c.play(m)
            assert c.foundation_count() <= f0 and c.face_down_count() == d0


def test_every_reason_key_of_the_engine_is_in_every_language():
    import pathlib
    import re

    import solitaire_widget.engine as engine
    from solitaire_widget.i18n import LANGUAGES, catalogue

    src = pathlib.Path(engine.__file__).read_text(encoding="utf-8")
    keys = set(re.findall(r'"((?:illegal|ok|rule)\.[a-z_]+(?:\.[a-z_]+)*)"', src))
    keys |= {f"rule.tableau.{d}.alternate" for d in ("down", "up")}
    keys |= {f"rule.foundation.{d}{w}" for d in ("up", "down") for w in ("", "_wrap")}
    assert len(keys) > 40
    for lang in LANGUAGES:
        missing = sorted(k for k in keys if k not in catalogue(lang))
        assert missing == [], f"{lang}: {missing}"


def _long_walk(g: Game, rnd: random.Random, steps: int) -> list[tuple]:
    """Random legal moves that lean on the stock (so the waste turns over and Matrimony
    reaches its redeal); the position before each move, for the undo checks."""
    before = []
    for _ in range(steps):
        moves = g.legal_moves()
        if not moves:
            break
        stock = [m for m in moves if m.src == "stock" or m.dst in ("stock", "tableau")]
        pool = stock if stock and rnd.random() < 0.35 else moves
        before.append(g.state_key())
        g.play(rnd.choice(pool))
    return before


def test_undo_is_exact_over_many_long_games_of_every_config():
    """The history keeps undo records, not positions: every kind of move (draws, turn-overs,
    deals, redeal steps with both card orders, runs, automatic effects) must be taken
    back to the identical position, deal after deal, also on a copy sharing the records."""
    redeal_steps = turn_overs = 0
    for k, (variant, options) in enumerate(CONFIGS):
        for deal in range(5):
            g = Game(variant, seed=1000 * k + deal, **options)
            start = g.state_key()
            before = _long_walk(g, random.Random(deal), 250)
            redeal_steps += sum(1 for m in g.moves if m.dst == "tableau" and m.src != "stock")
            turn_overs += sum(1 for m in g.moves if m.dst == "stock")
            effects = [h.effects for h in g.history]
            c = g.copy()
            for key in reversed(before):
                g.undo()
                assert g.state_key() == key
            assert g.moves == [] and g.state_key() == start
            while g.redo() is not None:  # and forward again: the same effects
                pass
            assert [h.effects for h in g.history] == effects
            # the copy shares the records: undoing the original changed nothing of it
            assert len(c.moves) == len(before)
            assert c.undo() is not None and c.state_key() == before[-1]
    assert redeal_steps > 50 and turn_overs > 50  # the walks did reach those moves


def _deep_size(obj: object) -> int:
    """Bytes of ``obj`` and all it holds, each object once (cached Move objects, shared by
    all moves, and small ints left out). tracemalloc would undercount: CPython reuses freed
    tuples without a traced allocation."""
    import sys

    seen: set[int] = set()
    total, stack = 0, [obj]
    while stack:
        o = stack.pop()
        if id(o) in seen or isinstance(o, Move) or (isinstance(o, int) and -5 <= o <= 256):
            continue
        seen.add(id(o))
        total += sys.getsizeof(o)
        if isinstance(o, (list, tuple, dict)):
            stack.extend(o.values() if isinstance(o, dict) else o)
    return total


def test_a_move_costs_at_most_about_200_bytes_of_history():
    """The compact history (issue 9): an undo record per move, not a copy of the position
    (which cost 1.5-3 KB a move), over long random games of every variant."""
    for variant, options in [
        ("klondike32", {}),
        ("matrimony", {}),
        ("matrimony", {"foundation_scheme": "pysol"}),
        ("klondike", {"draw_count": 1}),
        ("klondike", {"draw_count": 3}),
    ]:
        rnd = random.Random(5)
        played = size = 0
        for deal in range(1, 500):  # random games end early: deal after deal
            g = Game(variant, seed=deal, **options)
            _long_walk(g, rnd, 1500 - played)
            played += len(g.moves)
            size += _deep_size(g._history)
            if played >= 1500:
                break
        assert played >= 1500
        per_move = size / played
        assert per_move <= 200, f"{variant} {options}: {per_move:.0f} B per move"


def _order_key(g: Game, m: Move) -> tuple:
    """The documented order of legal_moves(): by source (waste, then the tableau piles,
    then the foundations; stock moves last), deepest card first, then foundations before
    piles with cards before empty piles, each in pile order."""
    piles = g.piles
    ids = g.pile_ids
    if m.src == "stock" or m.dst in ("stock", "tableau"):
        return (3,)
    group = {"w": 0, "t": 1, "f": 2}[m.src[0]]
    kind = 0 if m.dst[0] == "f" else (2 if not piles[m.dst].cards else 1)
    return (group, ids.index(m.src), -m.count, kind, ids.index(m.dst))


@settings(
    max_examples=len(CONFIGS) * 2, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(config, seed, walk)
def test_cached_legal_moves_are_the_checker_s_moves_in_the_documented_order(cfg, deal, w):
    """The engine keeps legal moves (and what the piles take) between moves; after every
    step of a walk with undo, redo and copies they are the rule checker's moves, in order."""
    variant, options = cfg
    g = Game(variant, seed=deal, **options)
    rnd = random.Random(w)

    def check(g: Game) -> None:
        listed = g.legal_moves()
        accepted = [m for m in candidates(g) if g.is_legal(m)]
        assert listed == sorted(accepted, key=lambda m: _order_key(g, m))
        assert g.legal_moves() == listed  # asked again: the same list, a new object
        assert g.legal_moves() is not g.legal_moves()
        # a copy played on leaves this game's moves alone
        if listed:
            twin = g.copy()
            twin.play(rnd.choice(listed))
            assert g.legal_moves() == listed

    check(g)
    random_walk(g, rnd, 30, check)


@SETTINGS
@given(config, seed, walk)
def test_a_move_from_an_older_list_is_checked_again(cfg, deal, w):
    """play() skips the rule check only for a move of the current position's list: a move
    kept from an earlier position is checked, and refused without a change if illegal."""
    variant, options = cfg
    g = Game(variant, seed=deal, **options)
    rnd = random.Random(w)
    for _ in range(40):
        old = g.legal_moves()
        if not old:
            break
        g.play(rnd.choice(old))
        now = set(g.legal_moves())
        for m in old:
            if m in now:
                continue
            before = g.state_key()
            try:
                g.play(m)
            except IllegalMoveError:
                assert g.state_key() == before
            else:  # pragma: no cover - a failure
                raise AssertionError(f"{m} was played but is not legal here")
        if rnd.random() < 0.2 and g.can_undo:
            g.undo()


@SETTINGS
@given(config, seed, walk)
def test_a_position_set_from_outside_gets_its_own_legal_moves(cfg, deal, w):
    """Code that sets the piles from outside (positions, Solvitaire) gets the moves of the
    new position, never the ones kept for the old one."""
    variant, options = cfg
    g = Game(variant, seed=deal, **options)
    rnd = random.Random(w)
    start = g.copy()
    start.legal_moves()  # something kept for the deal
    random_walk(g, rnd, 30)
    start._piles = [list(p) for p in g._piles]
    start._down, start._counter = list(g._down), g._counter
    assert start.legal_moves() == g.legal_moves()
    assert start.foundation_count() == g.foundation_count()
    assert start.is_won() == g.is_won()
