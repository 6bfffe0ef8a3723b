"""The position text (issue 12): round trips, playing on exactly, validation, hostile input.

Random positions come from random games of every variant and every option set (random
moves with some undos), so the positions are the ones players reach: mid-game, after
redeals, with foundations built and cards come back.
"""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import solitaire_widget as sw
from solitaire_widget import Game
from solitaire_widget.errors import IllegalMoveError, PositionError
from solitaire_widget.position import MAX_POSITION_TEXT
from solitaire_widget.rulesets import VARIANTS
from tests.test_adversarial import _fill, check_bounds


def _option_sets(variant: sw.rulesets.Variant) -> list[dict]:
    """Every combination of the variant's options (max_redeals as None, 0 and 2)."""
    names, values = [], []
    for o in variant.options:
        names.append(o.name)
        values.append(o.choices if o.choices is not None else (None, 0, 2))
    return [dict(zip(names, combo, strict=True)) for combo in itertools.product(*values)]


ALL_SETS = [(v.id, opts) for v in VARIANTS for opts in _option_sets(v)]


def _random_game(variant: str, options: dict, rng: random.Random, moves: int) -> Game:
    g = Game(variant, seed=rng.randrange(1, 10**6), **options)
    for _ in range(moves):
        legal = g.legal_moves()
        if not legal:
            break
        g.play(rng.choice(legal))
        if rng.random() < 0.1:
            g.undo()
    return g


def _same_game(a: Game, b: Game) -> None:
    assert a.state_key() == b.state_key()
    assert a.legal_moves() == b.legal_moves()
    assert a.is_won() == b.is_won()
    assert a.redeals_used == b.redeals_used


def test_option_sets_cover_every_variant():
    assert {v for v, _ in ALL_SETS} == {"klondike32", "matrimony", "klondike"}
    assert len(ALL_SETS) == 192 + 32 + 48


@pytest.mark.parametrize("variant", [v.id for v in VARIANTS])
def test_round_trip_and_play_on_over_thousands_of_positions(variant):
    rng = random.Random(f"position-{variant}")
    sets = [opts for v, opts in ALL_SETS if v == variant]
    checked = 0
    while checked < 1000:
        for opts in sets:
            g = _random_game(variant, opts, rng, rng.choice((0, 5, 40, 150, 400)))
            text = g.position()
            h = Game.from_position(text)
            assert h.position() == text  # position -> game -> position is the identity
            assert h.options == g.options and h.variant == g.variant
            _same_game(g, h)
            # play on from both: same moves legal, same effects, same positions
            for _ in range(rng.choice((3, 30))):
                legal = g.legal_moves()
                if not legal:
                    break
                m = rng.choice(legal)
                assert g.play(m) == h.play(m)
                assert g.position() == h.position()
                _same_game(g, h)
            # illegal moves are refused for the same reason
            for m in ("t1-t2", "w-t3", "f1-t1", "s-w", "t7-f2", "w-s"):
                assert g.explain(m) == h.explain(m)
            checked += 1
            if checked >= 1000:
                break


def test_play_on_to_the_end_gives_the_same_result_and_stuck_status():
    rng = random.Random(5)
    for variant, opts in ALL_SETS[::9]:
        g = _random_game(variant, opts, rng, 30)
        h = Game.from_position(g.position())
        for _ in range(600):
            legal = g.legal_moves()
            if not legal:
                break
            m = legal[rng.randrange(len(legal))]
            g.play(m)
            h.play(m)
        assert g.position() == h.position()
        assert g.stuck_within(300) == h.stuck_within(300)
        # undo works back to the position the game was read at, not beyond
        while h.undo() is not None:
            pass
        assert h.position() == Game.from_position(h.start_position).position()


def test_a_won_game_and_a_fresh_deal_round_trip():
    line = sw.solve(Game("klondike32", seed=3), budget=20).moves
    assert line, "seed 3 of klondike32 is winnable"
    g = Game("klondike32", seed=3)
    for m in line:
        g.play(m)
    h = Game.from_position(g.position())
    assert h.is_won() and h.legal_moves() == []
    for variant in ("klondike", "klondike32", "matrimony"):
        g = Game(variant, seed=11)
        assert Game.from_position(g.position()).state_key() == g.state_key()


def test_the_solver_answers_the_same_from_a_position():
    rng = random.Random(8)
    for variant in ("klondike32", "klondike", "matrimony"):
        g = _random_game(variant, {}, rng, 10)
        h = Game.from_position(g.position())
        a = sw.solve(g, budget={"states": 3000})
        b = sw.solve(h, budget={"states": 3000})
        assert (a.status, a.moves) == (b.status, b.moves)


def test_the_written_form_is_documented():
    g = Game("klondike", seed=1)
    variant, options, piles, counter = g.position().split(" ")
    assert variant == "klondike" and counter == "0"
    assert options.split(",")[0] == "draw_count=3"
    parts = piles.split("/")
    assert len(parts) == len(g.pile_ids)
    assert parts[0] == parts[0].lower()  # the stock is face down
    assert parts[g.pile_ids.index("t1")].isupper()
    t7 = parts[g.pile_ids.index("t7")]
    assert t7[:12].islower() and t7[12:].isupper()  # six face-down cards, one up


def test_reading_accepts_aliases_and_partial_options():
    g = Game("solitario", seed=4, draw_count=3)
    full = g.position()
    _, _, piles, counter = full.split(" ")
    short = Game.from_position(f"solitario draw_count=3 {piles} {counter}")
    assert short.position() == full
    assert Game.from_position(f"klondike32 - {Game('klondike32', seed=4).position().split()[2]} 0")


# ---------------------------------------------------------------- validation
def _parts(variant: str = "klondike", seed: int = 1, **opts):
    g = Game(variant, seed=seed, **opts)
    v, o, piles, c = g.position().split(" ")
    return g, v, o, piles.split("/"), c


def _text(v, o, piles, c):
    return f"{v} {o} {'/'.join(piles)} {c}"


def _error(text: str) -> str:
    with pytest.raises(PositionError) as info:
        Game.from_position(text)
    assert isinstance(info.value, ValueError)
    return str(info.value)


def test_duplicate_card_is_named_with_its_pile():
    g, v, o, piles, c = _parts()
    t1 = g.pile_ids.index("t1")
    t2 = g.pile_ids.index("t2")
    top = piles[t1]
    piles[t2] = piles[t2][:-2] + top  # t2's top replaced by a copy of t1's card
    msg = _error(_text(v, o, piles, c))
    assert "card" in msg and "one too many" in msg
    assert str(g.piles["t1"].top) in msg


def test_missing_card_is_named():
    g, v, o, piles, c = _parts()
    lost = g.piles["stock"].cards[0]
    piles[0] = piles[0][2:]
    msg = _error(_text(v, o, piles, c))
    assert f"{lost} is missing" in msg


def test_foundation_out_of_order_names_pile_and_card():
    g, v, o, piles, c = _parts()
    # take A♠ 2♠ 3♠ off the stock/tableau and put them on f1 as A 3 2
    ids = g.pile_ids
    codes = {"AS", "2S", "3S"}
    for i, p in enumerate(piles):
        if p == "-":
            continue
        cards = [p[k : k + 2] for k in range(0, len(p), 2)]
        kept = [x for x in cards if x.upper() not in codes]
        if len(kept) != len(cards) and ids[i].startswith("t") and kept and kept[-1].islower():
            kept[-1] = kept[-1].upper()  # the new top card is face up
        piles[i] = "".join(kept) or "-"
    piles[ids.index("f1")] = "AS3S2S"
    msg = _error(_text(v, o, piles, c))
    assert "f1, card 2 (3♠) can't follow A♠" in msg
    piles[ids.index("f1")] = "2SAS3S"
    assert "f1, card 1 (2♠) can't start f1" in _error(_text(v, o, piles, c))
    piles[ids.index("f1")] = "AS2S3S"
    assert Game.from_position(_text(v, o, piles, c)).foundation_count() == 3


def test_face_down_rules():
    g, v, o, piles, c = _parts()
    ids = g.pile_ids
    t3 = ids.index("t3")
    piles[t3] = piles[t3].lower()
    assert "t3, card 3" in _error(_text(v, o, piles, c))  # an all-down pile turns up
    g, v, o, piles, c = _parts()
    t3 = ids.index("t3")
    piles[t3] = piles[t3][:2].upper() + piles[t3][2:4].lower() + piles[t3][4:]
    assert "t3, card 2" in _error(_text(v, o, piles, c))  # down above up
    g, v, o, piles, c = _parts()
    piles[0] = piles[0][:-2] + piles[0][-2:].upper()
    assert "stock, card 24" in _error(_text(v, o, piles, c))
    g, v, o, piles, c = _parts("matrimony")
    t1 = g.pile_ids.index("t1")
    piles[t1] = piles[t1].lower() + piles[t1]
    assert "face down" in _error(_text(v, o, piles, c))


def test_counter_range():
    g, v, o, piles, c = _parts("klondike", max_redeals=2)
    assert Game.from_position(_text(v, o, piles, "2")).redeals_used == 2
    assert "out of range 0..2" in _error(_text(v, o, piles, "3"))
    assert "whole number" in _error(_text(v, o, piles, "-1"))
    assert "whole number" in _error(_text(v, o, piles, "9" * 40))
    g, v, o, piles, c = _parts("matrimony")
    assert "stock is not empty" in _error(_text(v, o, piles, "1"))


def test_a_counter_at_its_cap_stays_a_position_that_reads_back():
    # Unlimited passes: the counter is read up to the engine's cap, and the engine counts
    # no further (a position typed at 999,999 used to turn over once more and then read
    # back refused).
    from solitaire_widget.position import MAX_COUNTER

    g = Game("klondike", seed=4, draw_count=3)
    while g.piles["stock"].cards:
        g.play("s-w")
    v, o, piles, _ = g.position().split(" ")
    piles = piles.split("/")
    at_cap = Game.from_position(_text(v, o, piles, str(MAX_COUNTER)))
    assert at_cap.redeals_used == MAX_COUNTER and "w-s" not in map(str, at_cap.legal_moves())
    with pytest.raises(IllegalMoveError, match=f"allows {MAX_COUNTER} turn-overs"):
        at_cap.play("w-s")
    assert Game.from_position(at_cap.position()).position() == at_cap.position()
    below = Game.from_position(_text(v, o, piles, str(MAX_COUNTER - 1)))
    below.play("w-s")
    assert Game.from_position(below.position()).redeals_used == MAX_COUNTER
    assert "out of range" in _error(_text(v, o, piles, str(MAX_COUNTER + 1)))


def test_pending_automatic_move_is_refused():
    # a deal that set an Ace aside (klondike32 rule 3)
    g = next(g for s in range(1, 200) if (g := Game("klondike32", seed=s)).deal_effects)
    v, o, piles, c = g.position().split(" ")
    parts = piles.split("/")
    ids = g.pile_ids
    # move an Ace from a foundation onto the waste: with auto_move_aces it would go home
    f = next(i for i in range(len(ids)) if ids[i].startswith("f") and parts[i] != "-")
    ace = parts[f][:2]
    rest = parts[f][2:]
    parts[f] = rest or "-"
    parts[ids.index("waste")] = ace
    msg = _error(f"{v} {o} {'/'.join(parts)} {c}")
    assert "by itself" in msg and "waste" in msg
    o2 = o.replace("auto_move_aces=true", "auto_move_aces=false")
    assert Game.from_position(f"{v} {o2} {'/'.join(parts)} {c}").piles["waste"].top.rank == 1


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "4 fields"),
        ("klondike", "4 fields"),
        ("chess - - 0", "unknown variant"),
        ("klondike draw_count=2 - 0", "draw_count of klondike must be one of 1, 3"),
        ("klondike colour=red - 0", "unknown option"),
        ("klondike draw_count - 0", "name=value"),
        ("klondike draw_count=1,draw_count=3 - 0", "twice"),
        ("klondike max_redeals=99999 - 0", "max_redeals"),
        ("klondike - - 0", "1 piles given; klondike has 13"),
        ("klondike - -/-/-/-/-/-/-/-/-/-/-/-/ZZ 0", "t7, card 1: 'ZZ' is not a card"),
        ("klondike - -/-/-/-/-/-/-/-/-/-/-/-/ASK 0", "two-character"),
        ("klondike - -/-/-/-/-/-/-/-/-/-/-/-/Qh 0", "'Qh' is not a card"),
    ],
)
def test_bad_texts_name_the_problem(text, words):
    assert words in _error(text)


def test_wrong_types_and_size_cap():
    for bad in (None, 5, b"klondike", ["klondike"]):
        with pytest.raises(PositionError, match="a position is text"):
            Game.from_position(bad)  # type: ignore[arg-type]
    assert "too long" in _error("k" * (MAX_POSITION_TEXT + 1))


# ---------------------------------------------------------------- hostile input
def _valid_text() -> str:
    return _random_game("matrimony", {}, random.Random(3), 60).position()


HOSTILE = {
    "long run": lambda n: "k" * n,
    "slashes": lambda n: _fill("/", n, "klondike - ", " 0"),
    "options": lambda n: _fill("draw_count=3,", n, "klondike ", " - 0"),
    "cards": lambda n: _fill("AS", n, "klondike - ", " 0"),
    "digits": lambda n: _fill("9", n, _valid_text()[:-2] + " "),
    "spaces": lambda n: _fill(" ", n, "klondike"),
    "valid then junk": lambda n: _fill("qh", n, _valid_text()),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_bounds_from_position(name):
    check_bounds(Game.from_position, HOSTILE[name])


@pytest.mark.parametrize("size", [MAX_POSITION_TEXT - 10, MAX_POSITION_TEXT])
def test_bounds_just_under_the_cap(size):
    """Inputs the cap lets through are read in linear time too (they get a real parse)."""
    for make in HOSTILE.values():
        check_bounds(Game.from_position, lambda n, m=make: m(min(n, size)), n=3)


FAST = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))


@FAST
@given(st.data())
def test_mutated_positions_are_read_or_refused_cleanly(data):
    """Any edit of a valid text gives a PositionError or a game that round-trips."""
    text = _valid_text() if data.draw(st.booleans()) else Game("klondike32", seed=9).position()
    edits = data.draw(st.integers(1, 4))
    chars = list(text)
    for _ in range(edits):
        k = data.draw(st.integers(0, len(chars) - 1))
        op = data.draw(st.sampled_from(["replace", "delete", "insert", "swap"]))
        ch = data.draw(st.sampled_from(list("ASHDCTJQKashdctjqk23456789/-=, 0") + ["\u212a"]))
        if op == "replace":
            chars[k] = ch
        elif op == "delete":
            del chars[k]
        elif op == "insert":
            chars.insert(k, ch)
        else:
            j = data.draw(st.integers(0, len(chars) - 1))
            chars[k], chars[j] = chars[j], chars[k]
    mutated = "".join(chars)
    try:
        g = Game.from_position(mutated)
    except PositionError as exc:
        assert str(exc).startswith(("position:", "a position is text"))
        assert len(str(exc)) < 2000
        return
    again = Game.from_position(g.position())
    assert again.position() == g.position()
    assert again.legal_moves() == g.legal_moves()


# ---------------------------------------------------------------- records
def test_a_record_may_start_from_a_position():
    rng = random.Random(21)
    for variant in ("klondike32", "klondike", "matrimony"):
        start = _random_game(variant, {}, rng, 25)
        g = Game.from_position(start.position())
        for _ in range(15):
            legal = g.legal_moves()
            if not legal:
                break
            g.play(rng.choice(legal))
        rec = sw.to_record(g)
        assert "deck" not in rec and rec["position"] == start.position()
        assert rec["seed"] is None
        back = sw.from_record(json.loads(json.dumps(rec)))
        assert back.state_key() == g.state_key() and back.moves == g.moves
        assert back.start_position == start.position()


def test_a_record_from_a_position_is_checked():
    g = Game.from_position(Game("klondike", seed=2).position())
    rec = sw.to_record(g)
    with pytest.raises(sw.RecordError, match="'position'.*waste"):
        sw.from_record({**rec, "position": rec["position"].replace("/", "/AS", 1)})
    with pytest.raises(sw.RecordError, match="not both"):
        sw.from_record({**rec, "deck": [c.code2 for c in g.deck]})
    with pytest.raises(sw.RecordError, match="'deck': missing"):
        sw.from_record({k: v for k, v in rec.items() if k != "position"})
    with pytest.raises(sw.RecordError, match="options differ"):
        sw.from_record({**rec, "options": {**rec["options"], "draw_count": 1}})
    with pytest.raises(sw.RecordError, match="no seed"):
        sw.from_record({**rec, "seed": 4})
    with pytest.raises(sw.RecordError, match="position text"):
        sw.from_record({**rec, "position": 5})
    with pytest.raises(sw.RecordError, match="illegal"):
        sw.from_record({**rec, "moves": ["w-s"]})


def test_a_replay_of_a_game_from_a_position_starts_at_the_position():
    start = Game.from_position(_random_game("klondike", {}, random.Random(2), 20).position())
    g = Game.from_position(start.position())
    rng = random.Random(3)
    for _ in range(12):
        g.play(rng.choice(g.legal_moves()))
    for source in (g, sw.to_record(g)):
        r = sw.Replay(source)
        assert r.seek(0).game.position() == start.position()
        assert r.seek(len(g.moves)).game.position() == g.position()
        assert sw.Replay(r.to_record()).seek(len(g.moves)).game.state_key() == g.state_key()
