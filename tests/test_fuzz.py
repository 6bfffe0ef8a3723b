"""Fuzzing (hypothesis): parsers and the record reader fail only with their own errors.

``Move.parse`` raises only :class:`InvalidMoveError`, ``Card.parse`` only
:class:`CardParseError`, ``Game.play`` only those two and :class:`IllegalMoveError`
(leaving the position untouched), and the record reader only :class:`RecordError`;
a record that is accepted rebuilds a consistent game.
"""

from __future__ import annotations

import copy
import json
import random
from functools import cache

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from solitaire_widget import Card, CardParseError, Game, IllegalMoveError, InvalidMoveError, Move
from solitaire_widget.record import RecordError, dumps, from_record, load, loads, to_record

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
RECORDS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

VALID_MOVES = ["t3-f1", "w-t4", "t2-t5x3", "f2-t6", "s-w", "w-s", "s-t", "t16-t", "t12-f8"]
VALID_CARDS = ["10♠", "TS", "10s", "qd", "A♥", "ah", "7C", "K♣", " j♢ ", "9h"]
#: characters near the grammar, plus look-alikes that case folding could confuse
NEAR = list("stwfx*×/-> ,0123456789TJQKAHDCSshdcjqka♠♥♦♣♤♡♢♧\t\n") + [
    "\u212a",  # KELVIN SIGN (folds to k)
    "\u017f",  # LONG S (folds to s)
    "\u0130",  # I WITH DOT
    "\u0131",  # DOTLESS I
    "\uff54",  # FULLWIDTH t
    "\u0663",  # ARABIC-INDIC DIGIT THREE
    "\x00",
]


def mutate(text: str, rnd: random.Random, n: int) -> str:
    chars = list(text)
    for _ in range(n):
        op = rnd.randrange(4)
        pos = rnd.randrange(len(chars) + 1)
        if op == 0:
            chars.insert(pos, rnd.choice(NEAR))
        elif op == 1 and chars:
            del chars[min(pos, len(chars) - 1)]
        elif op == 2 and chars:
            chars[min(pos, len(chars) - 1)] = rnd.choice(NEAR)
        else:
            chars = chars[:pos] + chars[:pos]  # duplicate a prefix
    return "".join(chars)


mutated_moves = st.builds(
    mutate, st.sampled_from(VALID_MOVES), st.randoms(use_true_random=False), st.integers(1, 4)
)
mutated_cards = st.builds(
    mutate, st.sampled_from(VALID_CARDS), st.randoms(use_true_random=False), st.integers(1, 3)
)


def _check_move_text(text: str) -> None:
    try:
        m = Move.parse(text)
    except InvalidMoveError as exc:
        assert str(exc)
        return
    assert isinstance(m, Move)
    assert Move.parse(str(m)) == m


@FUZZ
@given(st.one_of(st.text(), st.text(alphabet=st.sampled_from(NEAR), max_size=12), mutated_moves))
def test_move_parse_raises_only_invalid_move_error(text):
    _check_move_text(text)


@FUZZ
@given(st.one_of(st.text(), st.text(alphabet=st.sampled_from(NEAR), max_size=6), mutated_cards))
def test_card_parse_raises_only_card_parse_error(text):
    try:
        c = Card.parse(text)
    except CardParseError as exc:
        assert str(exc)
        return
    assert isinstance(c, Card)
    assert Card.parse(str(c)) == c and Card.parse(c.code2) == c


def test_case_folding_look_alikes_are_not_cards_or_moves():
    for text in ["\u212aS", "K\u017f", "\u017f-w", "t1-\u212a", "\uff54" + "1-f1"]:
        with pytest.raises(CardParseError):
            Card.parse(text)
        _check_move_text(text)


_ANY = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=8),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


@FUZZ
@given(_ANY, _ANY, _ANY)
def test_move_constructor_raises_only_invalid_move_error(src, dst, count):
    try:
        m = Move(src, dst, count)
    except InvalidMoveError:
        return
    assert Move.parse(str(m)) == m


@cache
def _games() -> dict[str, Game]:
    out = {}
    for variant, seed in [("klondike32", 3), ("matrimony", 5), ("klondike", 8)]:
        g = Game(variant, seed=seed)
        rnd = random.Random(seed)
        for _ in range(12):
            moves = g.legal_moves()
            if not moves:
                break
            g.play(rnd.choice(moves))
        out[variant] = g
    return out


@FUZZ
@given(
    st.sampled_from(["klondike32", "matrimony", "klondike"]),
    st.one_of(st.text(max_size=12), mutated_moves, _ANY),
)
def test_play_refuses_junk_with_value_errors_and_changes_nothing(variant, text):
    g = _games()[variant].copy()
    before, n = g.state_key(), len(g.moves)
    try:
        g.play(text)
    except InvalidMoveError:  # not a move at all: explain refuses it the same way
        assert g.state_key() == before and len(g.moves) == n
        if isinstance(text, str):
            with pytest.raises(InvalidMoveError):
                g.explain(text)
        return
    except IllegalMoveError as exc:
        assert g.state_key() == before and len(g.moves) == n
        assert g.explain(text) == exc.reason
        return
    assert len(g.moves) == n + 1
    assert g.is_legal(g.moves[-1]) or g.undo() is not None


# ------------------------------------------------------------------ records


@cache
def _records() -> tuple[dict, ...]:
    recs = []
    for g in _games().values():
        g = g.copy()
        if g.moves:
            g.comments[0] = "a comment"
        recs.append(to_record(g, result=False, player="fuzz"))
    return tuple(recs)


def _check_accepted(rec, game: Game) -> None:
    """An accepted record gives a consistent, fully loaded game."""
    assert isinstance(game, Game)
    fresh = Game(game.variant, deck=game.deck, **game.options)
    for m in game.moves:
        fresh.play(m)
    assert fresh.state_key() == game.state_key()
    if isinstance(rec, dict) and isinstance(rec.get("moves"), list):
        assert len(game.moves) == len(rec["moves"])


def _try_load(rec) -> None:
    try:
        game = from_record(rec)
    except RecordError as exc:
        assert str(exc)
        return
    _check_accepted(rec, game)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


@FUZZ
@given(st.one_of(st.text(), st.binary()))
def test_loads_random_text_raises_only_record_error(text):
    try:
        data = loads(text)
    except RecordError:
        return
    assert isinstance(data, dict)
    _try_load(data)


@FUZZ
@given(json_values)
def test_from_record_random_json_raises_only_record_error(value):
    _try_load(value)
    _try_load(json.dumps(value))


def _mutations(rec: dict, rnd: random.Random, junk) -> dict:
    rec = copy.deepcopy(rec)
    kind = rnd.randrange(9)
    keys = sorted(rec)
    if kind == 0:  # drop a field
        rec.pop(rnd.choice(keys))
    elif kind == 1:  # a field gets a random value
        rec[rnd.choice(keys)] = junk
    elif kind == 2:  # swap two deck cards (may make moves illegal)
        d = rec["deck"]
        i, j = rnd.randrange(len(d)), rnd.randrange(len(d))
        d[i], d[j] = d[j], d[i]
    elif kind == 3:  # a deck card replaced (duplicate / foreign / junk)
        d = rec["deck"]
        d[rnd.randrange(len(d))] = rnd.choice([d[0], "2S", "ZZ", "", junk])
    elif kind == 4 and rec["moves"]:  # corrupt a move
        mv = rec["moves"]
        k = rnd.randrange(len(mv))
        text = mv[k] if isinstance(mv[k], str) else mv[k]["move"]
        mv[k] = rnd.choice([mutate(text, rnd, 2), junk, {"move": text, "extra": 1}, {"x": 1}])
    elif kind == 5:  # an option altered
        opts = rec["options"]
        if opts:
            opts[rnd.choice(sorted(opts))] = junk
        else:
            rec["options"] = junk
    elif kind == 6:  # nested junk in meta or an unknown field
        rec[rnd.choice(["meta", "extra_field"])] = junk
    elif kind == 7:  # result claims
        rec["result"] = rnd.choice(["won", "stuck", "playing", "lost", junk])
    else:  # moves reordered or truncated
        rnd.shuffle(rec["moves"])
        del rec["moves"][rnd.randrange(len(rec["moves"]) + 1) :]
    return rec


@RECORDS
@given(st.integers(0, 2), st.randoms(use_true_random=False), json_values)
def test_mutated_records_raise_only_record_error(which, rnd, junk):
    rec = _mutations(_records()[which], rnd, junk)
    _try_load(rec)
    try:
        text = json.dumps(rec)
    except (TypeError, ValueError):
        return
    _try_load(text)


@RECORDS
@given(st.integers(0, 2), st.integers(0, 10**6))
def test_truncated_record_files_raise_only_record_error(which, cut):
    g = from_record(_records()[which])
    text = dumps(g)
    cut = cut % len(text)
    assume(cut > 0)
    _try_load(text[:cut])


def test_truncated_file_on_disk_is_refused_by_load(tmp_path):
    text = dumps(from_record(_records()[1]))
    for cut in (0, 1, len(text) // 2, len(text) - 2):
        path = tmp_path / f"cut{cut}.json"
        path.write_text(text[:cut], encoding="utf-8")
        try:
            load(path)
        except RecordError as exc:
            assert str(path) in str(exc)
        else:  # pragma: no cover
            raise AssertionError(f"a record cut at {cut} was accepted")
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe{not utf-8")
    try:
        load(path)
    except RecordError as exc:
        assert "UTF-8" in str(exc)


# ------------------------------------------------------------------ HTML embedding


finite_json = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)


@FUZZ
@given(finite_json, st.text())
def test_script_json_round_trips_and_never_holds_a_tag_opener(value, text):
    from solitaire_widget.export import script_json

    data = {"value": value, "text": text, text: [text]}
    payload = script_json(data)
    assert json.loads(payload) == data
    assert "<" not in payload and "\u2028" not in payload and "\u2029" not in payload
    payload.encode("utf-8")  # lone surrogates are escaped, so the page can be written


@FUZZ
@given(st.text(alphabet=st.sampled_from(NEAR), min_size=65, max_size=400))
def test_move_text_over_the_cap_is_refused_by_length(text):
    from solitaire_widget.notation import MAX_MOVE_TEXT

    with pytest.raises(InvalidMoveError, match=f"a move is at most {MAX_MOVE_TEXT}"):
        Move.parse(text)


def test_the_long_fuzz_script_runs_every_parser_small(tmp_path):
    """scripts/fuzz.py (the long run of docs/reliability.md) still runs: a few inputs to
    each parser, the position text's included, and no failure."""
    import subprocess
    import sys
    from pathlib import Path

    script = Path(__file__).resolve().parents[1] / "scripts" / "fuzz.py"
    proc = subprocess.run(
        [sys.executable, str(script), "--n", "25", "--max-bytes", "4096",
         "--out", str(tmp_path / "failures")],
        capture_output=True, text=True, timeout=300, cwd=tmp_path,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    rows = [line for line in proc.stdout.splitlines() if line.startswith("| ")][1:]
    names = {row.split("|")[1].strip() for row in rows}
    assert {"Move.parse", "from_record", "Game.from_position"} <= names, proc.stdout
    assert "# failures: 0" in proc.stdout
