"""The JSON game record: what it holds, round trips, and refusals that name the problem."""

from __future__ import annotations

import functools
import json
import pathlib
import re

import pytest

import solitaire_widget
from solitaire_widget import Game, Move, RecordError
from solitaire_widget.record import (
    FORMAT,
    VERSION,
    dumps,
    from_record,
    load,
    loads,
    save,
    to_record,
)

from .test_rules_klondike32 import _ladder_deal


def _game(variant: str = "klondike", seed: int = 5, n: int = 6) -> Game:
    g = Game(variant, seed=seed)
    for _ in range(n):
        moves = g.legal_moves()
        g.play(moves[0] if len(moves) > 1 and moves[0].dst.startswith("f") else moves[-1])
    return g


def _refused(rec, pattern: str) -> str:
    with pytest.raises(RecordError) as info:
        from_record(rec)
    msg = str(info.value)
    assert re.search(pattern, msg), msg
    return msg


def test_record_holds_the_deal_options_moves_and_result():
    g = _game()
    g.comments[1] = "draw again"
    rec = to_record(g, player="Ada")
    assert rec["format"] == FORMAT == "solitaire-record" and rec["version"] == VERSION == 1
    assert rec["variant"] == "klondike" and rec["seed"] == 5 and rec["shuffle"] == "v1"
    assert rec["options"] == {
        "draw_count": 3,
        "max_redeals": None,
        "allow_foundation_to_tableau": True,
        "empty_pile": "king",
        "draw_requires_no_moves": False,
    }
    assert rec["deck"] == [c.code2 for c in g.deck] and len(rec["deck"]) == 52
    assert rec["moves"][1] == {"move": str(g.moves[1]), "comment": "draw again"}
    assert [m if isinstance(m, str) else m["move"] for m in rec["moves"]] == [
        str(m) for m in g.moves
    ]
    assert rec["result"] == "playing" and rec["meta"] == {"player": "Ada"}
    json.dumps(rec)  # plain JSON


@pytest.mark.parametrize("variant", ["klondike32", "matrimony", "klondike"])
def test_round_trip_keeps_position_moves_comments_and_meta(variant):
    g = _game(variant, seed=9, n=10)
    g.comments = {0: "first", 3: "a teacher's note: ♠ ♥ àèìòù"}
    g.meta = {"title": "lesson 1"}
    back = from_record(to_record(g))
    assert back.state_key() == g.state_key()
    assert back.moves == g.moves and back.comments == g.comments and back.meta == g.meta
    assert back.deck == g.deck and back.options == g.options and back.seed == 9
    text = dumps(g)
    assert "a teacher's note: ♠ ♥ àèìòù" in text  # UTF-8, not escaped
    assert from_record(text).state_key() == g.state_key()
    assert from_record(loads(text.encode("utf-8"))).comments == g.comments


def test_won_result_round_trips_and_a_false_claim_is_refused():
    g, line = _ladder_deal()
    for m in line:
        g.play(m)
    rec = to_record(g)
    assert rec["result"] == "won" and rec["seed"] is None
    assert from_record(rec).is_won()
    rec["moves"] = rec["moves"][:-1]
    _refused(rec, r"record field 'result': says 'won' but the moves leave the game 'playing'")
    g2 = _game()
    rec2 = to_record(g2)
    rec2["result"] = "won"
    _refused(rec2, r"'result'")
    rec2["result"] = "lost"
    _refused(rec2, r"record field 'result': must be one of won, stuck, playing, not 'lost'")
    rec2["result"] = "stuck"
    _refused(rec2, r"record field 'result': says 'stuck' but the moves leave the game 'playing'")


def test_a_stuck_claim_is_checked_both_ways():
    stuck = Game("klondike", seed=2, draw_count=3)  # nothing ever plays (rule 12)
    rec = to_record(stuck)
    assert rec["result"] == "stuck" and from_record(rec).is_stuck()
    rec["result"] = "playing"
    _refused(rec, r"record field 'result': says 'playing' but the moves leave the game 'stuck'")


def test_the_deck_replays_even_if_the_seed_says_otherwise():
    g = _game(seed=5)
    rec = to_record(g)
    rec["seed"] = 6  # the seed only says where the deck came from
    back = from_record(rec)
    assert back.deck == g.deck and back.state_key() == g.state_key() and back.seed == 6
    rec["seed"] = None
    assert from_record(rec).state_key() == g.state_key()
    # a deck may be given as one string too
    rec["deck"] = " ".join(rec["deck"])
    assert from_record(rec).deck == g.deck


def test_variant_alias_is_accepted():
    rec = to_record(_game("klondike32", n=3))
    rec["variant"] = "Solitario"
    assert from_record(rec).variant == "klondike32"


@pytest.mark.parametrize(
    ("field", "value", "pattern"),
    [
        (
            "format",
            "chess-pgn",
            r"record field 'format': must be 'solitaire-record', not 'chess-pgn'",
        ),
        ("version", 2, r"record field 'version': this library reads version 1, not 2"),
        ("version", True, r"record field 'version'"),
        ("variant", "spider", r"record field 'variant': unknown variant 'spider'"),
        ("variant", 7, r"record field 'variant'"),
        ("options", [], r"record field 'options': must be an object"),
        ("seed", -1, r"record field 'seed'"),
        ("seed", 2**64, r"record field 'seed'"),
        ("seed", "5", r"record field 'seed'"),
        ("shuffle", 1, r"record field 'shuffle'"),
        # (an audit) any text was taken, then saved again as "v1"
        ("shuffle", "v2", r"record field 'shuffle': must be one of 'v1' .*, not 'v2'"),
        ("shuffle", "", r"record field 'shuffle': must be one of 'v1' .*, not ''"),
        ("shuffle", "V1", r"record field 'shuffle': must be one of 'v1'"),
        ("shuffle", "x" * 1_000_000, r"not 'x+…' \(1000000 characters\)$"),
        ("shuffle", ["v1"], r"record field 'shuffle': must be one of 'v1'"),
        ("deck", 5, r"record field 'deck': must be a list of cards"),
        ("moves", "s-w", r"record field 'moves': must be a list"),
        ("meta", [1], r"record field 'meta': must be an object"),
    ],
)
def test_bad_field_values_are_named(field, value, pattern):
    rec = to_record(_game())
    rec[field] = value
    _refused(rec, pattern)


@pytest.mark.parametrize("field", ["format", "version", "variant", "deck", "moves"])
def test_missing_fields_are_named(field):
    rec = to_record(_game())
    del rec[field]
    _refused(rec, rf"record field '{field}': missing")


def test_optional_fields_may_be_left_out():
    g = _game()
    rec = to_record(g)
    for key in ("options", "seed", "shuffle", "result", "meta"):
        rec.pop(key, None)
    # without "options" the defaults apply, which is what this game used
    assert from_record(rec).state_key() == g.state_key()


def test_unknown_top_level_key_is_named():
    rec = to_record(_game())
    rec["cheat"] = True
    _refused(rec, r"record field 'cheat': unknown field; a record has deck, format")


@pytest.mark.parametrize(
    ("options", "pattern"),
    [
        ({"draw_count": 2}, r"'options': option draw_count of klondike must be one of 1, 3, not 2"),
        ({"draw_count": True}, r"'options': option draw_count"),
        ({"max_redeals": -1}, r"'options': option max_redeals"),
        (
            {"tableau_direction": "up"},
            r"'options': unknown option 'tableau_direction' for klondike",
        ),
        ({"lang": "it"}, r"'options': unknown option 'lang'"),
    ],
)
def test_bad_options_are_named(options, pattern):
    rec = to_record(_game())
    rec["options"] = options
    _refused(rec, pattern)


def test_deck_problems_name_the_card():
    rec = to_record(_game())
    deck = rec["deck"]
    missing = dict(rec, deck=deck[:-1])
    _refused(missing, r"record field 'deck'.*51 cards, klondike deals 52")
    dup = dict(rec, deck=[deck[1]] + deck[1:])
    _refused(
        dup,
        rf"record field 'deck'.*2× {re.escape(_sym(deck[1]))}.*lacks {re.escape(_sym(deck[0]))}",
    )
    rec32 = to_record(_game("klondike32", n=0))
    foreign = list(rec32["deck"])
    foreign[0] = "2S"
    _refused(dict(rec32, deck=foreign), r"record field 'deck'.*2♠")
    junk = list(deck)
    junk[3] = "ZZ"
    _refused(dict(rec, deck=junk), r"record field 'deck': 'ZZ' is not a card")
    _refused(dict(rec, deck=[1, 2]), r"record field 'deck': must be a list of cards")


def _sym(code2: str) -> str:
    return str(solitaire_widget.Card.parse(code2))


def test_unparsable_move_names_its_number():
    rec = to_record(_game())
    rec["moves"][2] = "t3>>"
    _refused(rec, r"^move 3 \('t3>>'\) can't be read: ")
    rec["moves"][2] = 42
    _refused(rec, r"^move 3: 42 is not move notation")
    rec["moves"][2] = {"move": "s-w", "comment": 5}
    _refused(rec, r"^move 3: the comment must be text")
    rec["moves"][2] = {"mv": "s-w"}
    _refused(rec, r"^move 3: an annotated move is")


def test_illegal_move_names_its_number_and_the_reason():
    g = Game("klondike32", seed=0)  # t1 J♥, t3 Q♠ on top, t2 7♠
    rec = to_record(g)
    rec["moves"] = ["s-w", "t1-t3", "t2-t3"]  # J♥ on Q♠ fine; 7♠ on J♥ is not
    msg = _refused(rec, r"^move 3 \(t2-t3\) is illegal: ")
    assert "7♠ can't go on J♥" in msg


def test_refused_record_leaves_nothing_half_loaded(tmp_path):
    g = _game()
    path = tmp_path / "g.json"
    save(g, path)
    good = path.read_text(encoding="utf-8")
    rec = json.loads(good)
    rec["moves"].append("t1-t1")
    path.write_text(json.dumps(rec), encoding="utf-8")
    with pytest.raises(RecordError, match=r"g\.json: move 7 \(t1-t1\) is illegal"):
        load(path)


def test_save_and_load_on_disk(tmp_path):
    g = _game("matrimony", seed=4, n=8)
    g.comments[2] = "deal now"
    path = tmp_path / "sub" / "game.json"
    path.parent.mkdir()
    save(g, path, player="Bea")
    assert not (tmp_path / "sub" / "game.json.tmp").exists()
    text = path.read_text(encoding="utf-8")
    assert text.endswith("\n") and json.loads(text)["meta"] == {"player": "Bea"}
    back = load(path)
    assert back.state_key() == g.state_key() and back.comments == {2: "deal now"}
    assert back.meta == {"player": "Bea"}
    # str paths too, and the package-level names
    assert solitaire_widget.load(str(path)).moves == g.moves
    with pytest.raises(RecordError, match=re.escape(str(tmp_path / "none.json"))):
        (tmp_path / "none.json").write_text("[]", encoding="utf-8")
        load(tmp_path / "none.json")


@pytest.mark.parametrize(
    ("meta", "problem"),
    [
        (float("nan"), "nan is not a JSON number"),
        ({1, 2}, "not set"),
        (10**5000, "too long a number"),
        ({(1, 2): 3}, r"keys are text, not \(1, 2\)"),
        (functools.reduce(lambda inner, _: {"a": inner}, range(40), {}), "nested more than 32"),
    ],
    ids=["nan", "set", "huge int", "tuple key", "40 levels"],
)
def test_save_refuses_metadata_load_would_refuse(tmp_path, meta, problem):
    # save used to write NaN and 40 levels (which load then refused) and raise a bare
    # TypeError or ValueError for the others
    g = _game("klondike", seed=5, n=2)
    path = tmp_path / "g.json"
    with pytest.raises(RecordError, match=f"'meta': .*{problem}"):
        save(g, path, note=meta)
    assert not path.exists()
    g.meta = {"note": meta}
    with pytest.raises(RecordError, match="'meta'"):
        to_record(g)


def test_a_deck_text_past_any_deal_is_refused_before_it_is_split():
    rec = to_record(_game("klondike", seed=5, n=0))
    rec["deck"] = "AS " * 5_000_000  # 15 MB: split whole, 400 MB before the count check
    with pytest.raises(RecordError, match=r"'deck': 15000000 characters"):
        from_record(rec)


def test_loads_refusals():
    for text, pattern in [
        ("", r"not JSON"),
        ("{", r"not JSON: .* line 1 column 2"),
        ("[1, 2]", r"a record is a JSON object, not list"),
        ("1" * 5000, r"not a record"),
        ("[" * 100_000, r"not (JSON|a record)"),
        (b"\xff", r"UTF-8"),
    ]:
        with pytest.raises(RecordError, match=pattern):
            loads(text)
    with pytest.raises(RecordError, match="a record is a JSON object, not int"):
        from_record(5)  # type: ignore[arg-type]


PACKAGE = pathlib.Path(solitaire_widget.__file__).parent


def test_no_pickle_eval_or_exec_in_the_package():
    # imports or calls, not the docstrings that promise "never pickle, never eval"
    pattern = re.compile(
        r"^\s*(import|from)\s+(c?pickle|marshal|shelve|dill)\b|\bpickle\.|(?<![\w.])eval\("
        r"|(?<![\w.])exec\(|__import__\("
    )
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if pattern.search(code):
                offenders.append(f"{path.relative_to(PACKAGE)}:{n}: {line.strip()}")
    assert offenders == []


def test_reading_and_writing_do_not_alias_or_mutate():
    import copy

    g = _game("matrimony", seed=2, n=5)
    g.comments[0] = "start"
    rec = to_record(g, result=False)
    snapshot = copy.deepcopy(rec)
    back = from_record(rec)
    assert rec == snapshot  # the reader leaves its input alone
    rec["moves"].clear()
    rec["deck"].reverse()
    rec["options"]["foundation_scheme"] = "pysol"
    assert back.moves == g.moves and back.deck == g.deck
    assert g.options["foundation_scheme"] == "classic"
    back.comments[0] = "changed"
    assert g.comments[0] == "start"


def test_a_result_claim_costs_a_bounded_search_to_check():
    """Reading a record never runs the full stuck search: on deal 23's position (seconds of
    search, answer "playing") either claim is taken as written after RESULT_CHECK_LIMIT
    positions, while a claim the bounded search can judge is still checked."""
    import time

    from solitaire_widget.record import RESULT_CHECK_LIMIT
    from tests.test_widget import SLOW_STUCK_MOVES, slow_stuck_game

    g = slow_stuck_game()
    assert g.stuck_within(RESULT_CHECK_LIMIT) is None  # the bounded search can't tell here
    for claim in ("playing", "stuck"):
        rec = to_record(g, result=False)
        rec["result"] = claim
        t0 = time.thread_time()
        back = from_record(rec)
        assert time.thread_time() - t0 < 2.0  # the full search: 9 s of CPU here
        assert [str(m) for m in back.moves] == SLOW_STUCK_MOVES
    rec["result"] = "won"
    _refused(rec, r"record field 'result': says 'won'")


def test_a_lone_surrogate_in_a_comment_or_meta_is_read_as_a_replacement_character():
    # valid JSON ("\ud800") that sw.load took as it was: the widgets then failed to show
    # (the kernel's messages are UTF-8) and the library failed to save the game
    import solitaire_widget as sw
    from solitaire_widget.replay_widget import ReplayWidget

    text = dumps(_game("klondike", seed=5, n=2)).replace(
        '"s-w"', '{"move": "s-w", "comment": "bad \\ud800 one"}', 1
    )
    rec = json.loads(text)
    rec["meta"] = {"title": "t\udfff", "\ud801": ["x\ud802"]}
    g = from_record(rec)
    assert g.comments == {0: "bad \ufffd one"}
    assert g.meta == {"title": "t\ufffd", "\ufffd": ["x\ufffd"]}
    w = ReplayWidget(sw.Replay(g))
    json.dumps(w._frames, ensure_ascii=False).encode("utf-8")  # what the kernel sends
    lib = sw.Library(":memory:")
    assert lib.record(lib.track(g))["moves"][0] == {"move": "s-w", "comment": "bad \ufffd one"}
    t = sw.SolitaireWidget(Game("klondike", seed=3), library=None, live_status=False, teacher=True)
    t.play("s-w")
    t.comment("typed \ud800")  # as a page's comment box can send it
    assert t.game.comments == {0: "typed \ufffd"}
    assert sw.Replay(g).seek(1).comment("r \udc00").to_record()["moves"][0] == {
        "move": "s-w",
        "comment": "r \ufffd",
    }


def test_an_undone_moves_comment_does_not_pass_to_another_move():
    # the comment stayed at its index and the record gave it to the move played instead
    g = Game("klondike", seed=1)
    g.play("s-w")
    g.comments[0] = "good draw"
    g.undo()
    g.play("t1-t7")
    assert to_record(g)["moves"] == ["t1-t7"]
    g = Game("klondike", seed=1)
    g.play("s-w")
    g.comments[0] = "good draw"
    g.undo()
    g.play("s-w")  # the same move again: it keeps its comment, as redo() does
    assert to_record(g)["moves"] == [{"move": "s-w", "comment": "good draw"}]


def _stock_passes(n: int) -> Game:
    """Klondike (draw 1, unlimited passes) made ``n`` moves long by passes through the
    stock: the cheapest long game a record can hold."""
    g = Game("klondike", seed=1, draw_count=1, max_redeals=None)
    draw, turn = Move.parse("s-w"), Move.parse("w-s")
    cycle = [draw] * len(g.piles["stock"].cards) + [turn]
    for i in range(n):
        g.play(cycle[i % len(cycle)])
    return g


def test_a_record_past_max_moves_is_refused_before_a_move_is_played(tmp_path):
    """A 16 MB file holds 2.8 million moves, which took some 12 s to check one by one;
    past MAX_MOVES the record is refused by its count, naming the field, before any."""
    from solitaire_widget.record import MAX_MOVES

    rec = to_record(Game("klondike", seed=1), result=False)
    rec["moves"] = ["t1-t1"] * (MAX_MOVES + 1)  # illegal from the first: never reached
    _refused(rec, rf"^record field 'moves': {MAX_MOVES + 1} moves, more than the {MAX_MOVES} ")
    path = tmp_path / "long.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    with pytest.raises(RecordError, match=r"long\.json: record field 'moves': 200001 moves"):
        load(path)
    # at the cap a record is written and read back; one move more and it is not written
    g = _stock_passes(MAX_MOVES)
    back = from_record(json.loads(json.dumps(to_record(g, result=False))))
    assert len(back.moves) == MAX_MOVES and back.state_key() == g.state_key()
    g.play(g.legal_moves()[-1])
    with pytest.raises(RecordError, match=r"^record field 'moves': 200001 moves, more than"):
        to_record(g)


def test_a_record_reads_each_move_text_once_and_checks_every_move(monkeypatch):
    """Reading is linear with a small constant: a text the record repeats ("s-w" over
    and over) is read once, each move is still checked in its own position."""
    from solitaire_widget import notation

    rec = to_record(_stock_passes(1000), result=False)
    texts = {m for m in rec["moves"]}
    calls = []
    parse = notation.Move.parse.__func__
    monkeypatch.setattr(
        notation.Move, "parse", classmethod(lambda cls, t: calls.append(t) or parse(cls, t))
    )
    g = from_record(rec)
    assert len(g.moves) == 1000 and len(calls) <= len(texts), (len(calls), texts)
    # the same text, legal then illegal: checked each time (the stock runs out)
    start = Game("klondike", seed=1, draw_count=1, max_redeals=0)
    stock = len(start.piles["stock"].cards)
    rec = to_record(start, result=False)
    rec["moves"] = ["s-w"] * stock + ["w-s"]
    _refused(rec, rf"^move {stock + 1} \(w-s\) is illegal: ")
    rec["moves"] = ["s-w"] * (stock + 1)
    _refused(rec, rf"^move {stock + 1} \(s-w\) is illegal: ")
