"""Worksheets (issue 12 item 4): made from records and by hand, saved, read back whole,
refused whole when bad, fuzzed for time and memory, written as an offline page, marked."""

from __future__ import annotations

import contextlib
import copy
import doctest
import html
import json
import pathlib
import random
import re
from functools import cache
from typing import Any

import pytest

import solitaire_widget as sw
from solitaire_widget.exercise import Exercise, quoted_move
from solitaire_widget.i18n import LANGUAGES
from solitaire_widget.worksheet import MAX_EXERCISES, Summary, Worksheet, WorksheetError
from tests.test_adversarial import LIMIT_S, _cpu, _fill, check_bounds

SMALL = {"states": 4000}
TIGHT = {"max_redeals": 0, "allow_foundation_to_tableau": False}
#: Solitario deal 19 (the lesson's rules) before its move 7: moving 8♠ 7♥ from pile 6 onto
#: pile 7 loses (the solver proves it), moving them from pile 1 or drawing keeps it winnable
LOSABLE = (
    "klondike32 tableau_direction=down,empty_pile=any,draw_count=1,max_redeals=none,"
    "draw_requires_no_moves=false,allow_foundation_to_tableau=true,auto_move_aces=true "
    "ts/JCKD/AS/-/-/-/8S7H/9cKH/qcjsTD/tcadqh8H/kc7sks9s8D/thac7cahjd8C7D/9hqsqdjh9D 0"
)


def _commented(rec: dict[str, Any], plies: dict[int, str]) -> dict[str, Any]:
    """The record with a (Dutch and English) comment on each of ``plies``' moves."""
    rec = copy.deepcopy(rec)
    for ply, text in plies.items():
        m = rec["moves"][ply - 1]
        rec["moves"][ply - 1] = {"move": m if isinstance(m, str) else m["move"], "comment": text}
        rec["meta"].setdefault("comments_en", {})[str(ply)] = f"EN {text}"
    return rec


@cache
def _lesson_rec() -> dict[str, Any]:
    """The Matrimony lesson with comments also before moves 25 and 48, where a move loses
    (dealing a row at 25, t16-t at 48); its own commented positions can't be answered wrong."""
    return _commented(sw.example_record("matrimony-lesson"), {25: "Eerst", 48: "Nog niet"})


@cache
def _lesson() -> Worksheet:
    return Worksheet.from_record(_lesson_rec(), budget={"states": 20_000}, limit=4)


@cache
def _mixed() -> Worksheet:
    """One exercise of every question, typed by hand."""
    g = sw.Game("klondike", seed=3)
    auto = sw.Game("klondike32", seed=5)
    return Worksheet(
        [
            (g.position(), "illegal", {"moves": ["w-s", "s-w"]}),
            (auto.position(), "automatic", {"move": "t1-t5"}),
            (LOSABLE, "keeps_winnable"),
            Exercise(LOSABLE, "best_move", budget=SMALL),
        ],
        title="Mixed",
        lang="nl",
        budget=SMALL,
    )


def _doc() -> dict[str, Any]:
    return copy.deepcopy(_mixed().to_dict())


@cache
def _losing_record() -> dict[str, Any]:
    """A Solitario game that is winnable until its move 15 (seed 9, a proven losing move)."""
    g = sw.Game("klondike32", seed=9, **TIGHT)
    line = sw.solve(g, budget={"states": 20_000}).moves
    for m in line[: len(line) - 50]:
        g.play(m)
    ex = Exercise(g, "keeps_winnable", budget=SMALL)
    losing = next(m for m in g.legal_moves() if ex.check(m).result == "wrong")
    g.play(losing)
    for _ in range(5):
        if g.legal_moves():
            g.play(g.legal_moves()[0])
    return g.to_record()


def test_module_doctests():
    import solitaire_widget.worksheet as mod

    result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_from_record_at_comments_asks_before_each_commented_move():
    rec = _lesson_rec()
    ws = _lesson()
    assert sw.Worksheet is Worksheet and ws.lang == "nl" and ws.title == rec["meta"]["title"]
    replay = sw.Replay(rec)
    items = ws.to_dict()["exercises"]
    # the lesson's own comments (before moves 2, 39, ...) ask where every move is right
    assert [e["ply"] for e in items] == [25, 48]
    assert ws.skipped >= 1 and "skipped" in repr(ws)
    for e in items:
        before = replay.seek(e["ply"] - 1).game
        assert e["key"]["position"] == before.position()
        assert e["key"]["choices"] == [str(m) for m in before.legal_moves()]
        assert e["note"]["nl"] == rec["moves"][e["ply"] - 1]["comment"]
        assert e["note"]["en"] == rec["meta"]["comments_en"][str(e["ply"])]
        results = [a["result"] for a in e["key"]["answers"].values()]
        assert "wrong" in results and "right" in results
    assert ws.keys[0]["answers"]["s-t"]["result"] == "wrong"  # dealing too early loses


def test_from_record_leaves_out_questions_that_cannot_be_answered_wrong():
    rec = sw.example_record("solitario-lesson")  # a forgiving deal: every move keeps it won
    with pytest.raises(ValueError, match=r"can be answered wrong: at the \d+ positions"):
        Worksheet.from_record(rec, budget=SMALL)
    with pytest.raises(ValueError, match="can be answered wrong"):
        Worksheet.from_record(rec, question="best_move", budget=SMALL)
    # every position asked about holds a wrong answer; none skipped for "illegal"
    ws = Worksheet.from_record(rec, question="illegal", budget=SMALL, limit=3)
    assert len(ws) == 3 and ws.skipped == 0
    for k in ws.keys:
        assert any(a["result"] == "wrong" for a in k["answers"].values())


def test_exercise_can_be_wrong_follows_its_answer_key():
    forgiving = sw.Replay(sw.example_record("solitario-lesson")).seek(15).game
    for question in ("keeps_winnable", "best_move"):
        ex = Exercise(forgiving, question, budget=SMALL)
        assert not ex.can_be_wrong
        assert {a["result"] for a in ex.answer_key()["answers"].values()} == {"right"}
        losable = Exercise(LOSABLE, question, budget=SMALL)
        assert losable.can_be_wrong and not losable.check("t6-t7x2").right
    assert Exercise(forgiving, "illegal").can_be_wrong
    assert Exercise(forgiving, "automatic", move="s-w").can_be_wrong


def test_a_hand_typed_exercise_that_cannot_be_wrong_is_kept_with_a_warning():
    forgiving = sw.Replay(sw.example_record("solitario-lesson")).seek(15).game.position()
    with pytest.warns(UserWarning, match=r"exercise 2 \(keeps_winnable\) can't be answered wrong"):
        ws = Worksheet([(LOSABLE, "keeps_winnable"), (forgiving, "keeps_winnable")], budget=SMALL)
    assert len(ws) == 2
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")  # one that can be wrong: no warning
        Worksheet([(LOSABLE, "best_move")], budget=SMALL)


def test_a_page_in_another_language_never_shows_the_records_title():
    rec = sw.example_record("solitario-lesson")
    for lang in ("nl", "pt"):  # titled in Italian and English only
        del rec["meta"][f"title_{lang}"]
    ws = Worksheet.from_record(rec, question="illegal", budget=SMALL, limit=1)
    assert ws.heading("it") == rec["meta"]["title"] and ws.heading("en") == rec["meta"]["title_en"]
    for lang, generic in (("nl", "Werkblad · "), ("pt", "Ficha de exercícios · ")):
        head = ws.heading(lang)
        assert head.startswith(generic) and "28" in head  # the game and its deal
        assert rec["meta"]["title"] not in head and rec["meta"]["title_en"] not in head
        page = ws.html_page(lang)
        assert f"<title>{head}</title>" in page and rec["meta"]["title"] not in page
    # a title the teacher set for a language is used in that language only
    mine = Worksheet.from_record(rec, question="illegal", budget=SMALL, limit=1, title="Mia")
    assert mine.title == "Mia" and mine.heading("en") != "Mia"
    both = Worksheet.from_record(
        rec, question="illegal", budget=SMALL, limit=1, title={"it": "Mia", "pt": "Minha"}
    )
    assert (both.heading("pt"), both.heading("nl")) == ("Minha", ws.heading("nl"))
    back = Worksheet.from_dict(both.to_dict())  # titles by language survive the file
    assert [back.heading(lg) for lg in LANGUAGES] == [both.heading(lg) for lg in LANGUAGES]
    # a hand-made worksheet titled in Dutch: its English page is headed generically
    hand = Worksheet([(LOSABLE, "illegal")], title="Mijn werkblad", lang="nl")
    assert hand.heading("nl") == "Mijn werkblad"
    assert hand.heading("en") == "Worksheet · Solitario (32 cards)"
    with pytest.raises(ValueError, match="the title is text"):
        Worksheet([(LOSABLE, "illegal")], title={"de": "Arbeitsblatt"})


def test_from_record_at_status_finds_where_the_game_was_lost():
    rec = _losing_record()
    ws = Worksheet.from_record(rec, at="status", budget=SMALL)
    (item,) = ws.to_dict()["exercises"]
    assert item["ply"] == 15
    g = sw.Game.from_record(rec)
    played = g.moves[14]
    before = sw.Replay(rec).seek(14).game
    assert item["key"]["position"] == before.position()
    assert item["key"]["answers"][str(played)]["result"] == "wrong"  # the move that lost it
    with pytest.raises(ValueError, match="no move that lost a winnable game"):
        Worksheet.from_record(sw.example_record("solitario-lesson"), at="status", budget=SMALL)


def test_round_trip_save_and_load(tmp_path):
    ws = _mixed()
    path = tmp_path / "ws.json"
    ws.save(path)
    back = Worksheet.load(path)
    assert back.to_dict() == ws.to_dict() and back.id == ws.id
    assert (back.title, back.lang, len(back)) == ("Mixed", "nl", 4)
    text = path.read_text(encoding="utf-8")
    assert json.loads(text)["format"] == "solitaire-worksheet"
    # an exercise read back judges like the one it was made from
    ex = back.exercise(0)
    # (its budget of states alone gets the time limit MAX_SOLVE_SECONDS when set up again)
    again = {**ex.answer_key(), "budget": ws.keys[0]["budget"]}
    assert ex.check("w-s").right and again == ws.keys[0]
    assert ex.answer_key()["budget"] == {"seconds": 60.0, "states": 4000}
    for k, key in enumerate(back.keys):
        for m, entry in key["answers"].items():
            assert back.judge(k, m) == entry["result"]
    assert back.judge(1, back.keys[1]["effects"]) == "right"
    assert back.judge(-4, "w-s") == back.judge(0, "w-s")  # from the end, like a list
    for bad in (4, -5, 10**5000, "0", True):
        with pytest.raises(IndexError, match="there is no exercise .* on this worksheet: 0 to 3"):
            back.exercise(bad)
        with pytest.raises(IndexError, match="there is no exercise .* on this worksheet: 0 to 3"):
            back.judge(bad, "w-s")


def _bad(path: str, value: Any) -> dict[str, Any]:
    """The worksheet dict with one field (a path of keys) set to ``value``."""
    doc = _doc()
    node: Any = doc
    *head, last = path
    for p in head:
        node = node[p]
    node[last] = value
    return doc


@pytest.mark.parametrize(
    ("path", "value", "named"),
    [
        (("format",), "solitaire-record", "format"),
        (("version",), 2, "version"),
        (("lang",), "de", "lang"),
        (("exercises",), [], "exercises"),
        (("exercises",), {"a": 1}, "exercises"),
        (("exercises", 0, "extra"), 1, "exercises[0]: unknown field 'extra'"),
        (("exercises", 0, "ply"), -3, "exercises[0].ply"),
        (("exercises", 0, "note"), {"de": "x"}, "exercises[0].note"),
        (("exercises", 0, "key", "question"), "why", "exercises[0].key.question"),
        (("exercises", 0, "key", "position"), "klondike - - 0", "exercises[0].key.position"),
        (("exercises", 0, "key", "variant"), "matrimony", "exercises[0].key.variant"),
        (("exercises", 0, "key", "budget", "states"), 0, "exercises[0].key.budget.states"),
        # accepted at load, then an OverflowError from html_page() / a ValueError without
        # the field from exercise(); true and 1.0 passed as version 1
        pytest.param(
            ("exercises", 0, "key", "budget", "seconds"),
            10**400,
            "key.budget.seconds",
            id="seconds-past-a-float",
        ),
        (("exercises", 0, "key", "budget", "states"), 2**62 + 1, "key.budget.states"),
        (("exercises", 0, "key", "version"), True, "exercises[0].key.version"),
        (("version",), 1.0, "version"),
        (("exercises", 0, "key", "answers", "w-s", "result"), "wrong", "['w-s'].result"),
        (("exercises", 0, "key", "answers", "w-s", "texts", "it"), 5, "['w-s'].texts.it"),
        (("exercises", 0, "key", "choices"), ["w-s"], "exercises[0].key.choices"),
        (("exercises", 0, "key", "line"), ["t3>>"], "exercises[0].key.line[0]"),
        (("exercises", 1, "key", "effects"), ["turn_up AS"], "exercises[1].key.effects"),
        (("exercises", 1, "key", "move"), "w-s", "exercises[1].key.move"),
        (("exercises", 1, "key", "options"), [], "exercises[1].key.options"),
        (("exercises", 2, "key", "choices"), ["s-w"], "exercises[2].key.choices"),
        (("exercises", 2, "key", "question_texts"), {"en": "?"}, "question_texts.it"),
        (("title",), "t" * 5000, "title"),
    ],
)
def test_a_bad_worksheet_is_refused_whole_naming_the_field(tmp_path, path, value, named):
    doc = _bad(path, value)
    with pytest.raises(WorksheetError, match=re.escape(named)):
        Worksheet.from_dict(doc)
    file = tmp_path / "bad.json"
    file.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(WorksheetError, match=re.escape(named)) as info:
        Worksheet.load(file)
    assert "bad.json" in str(info.value)
    assert isinstance(info.value, ValueError)


def test_bad_files_and_sources(tmp_path):
    with pytest.raises(WorksheetError, match="not JSON"):
        (tmp_path / "x.json").write_text("{", encoding="utf-8")
        Worksheet.load(tmp_path / "x.json")
    with pytest.raises(WorksheetError, match="regular file"):
        Worksheet.load(tmp_path)
    with pytest.raises(WorksheetError, match="can't read .*missing.json'?: No such file"):
        Worksheet.load(tmp_path / "missing.json")
    with pytest.raises(WorksheetError, match="name too long$") as info:
        Worksheet.load("x" * 100_000)  # the path is quoted once, short
    assert len(str(info.value)) < 400
    with pytest.raises(WorksheetError, match="file path"):
        Worksheet.load(3)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="at least one exercise"):
        Worksheet([])
    with pytest.raises(ValueError, match="exercise 1: unknown question"):
        Worksheet([(sw.Game("klondike", seed=3).position(), "why")])
    with pytest.raises(ValueError, match=f"at most {MAX_EXERCISES}"):
        Worksheet([("x", "illegal")] * (MAX_EXERCISES + 1))
    with pytest.raises(ValueError, match="at is 'comments' or 'status'"):
        Worksheet.from_record(sw.example_record("solitario-lesson"), at="end")


# ---------------------------------------------------------------- bounds (like test_adversarial)
def _doc_text() -> str:
    return json.dumps(_doc())


WORKSHEET_TEXTS = {
    "deep arrays": lambda n: "[" * n,
    "deep objects": lambda n: _fill('{"a":', n),
    "long number": lambda n: _fill("7", n),
    "deep note": lambda n: _doc_text().replace('"note": null', '"note": ' + "[" * (n // 2), 1),
    "many exercises": lambda n: json.dumps({**_doc(), "exercises": [{"key": {}}] * (n // 12)}),
    "long position": lambda n: json.dumps(
        _bad(("exercises", 0, "key", "position"), "klondike - " + "T" * n + " 0")
    ),
    "many choices": lambda n: json.dumps(
        _bad(("exercises", 0, "key", "choices"), ["t1-t2"] * (n // 8))
    ),
    "long line": lambda n: json.dumps(_bad(("exercises", 2, "key", "line"), ["s-w"] * (n // 7))),
    "long unknown key": lambda n: json.dumps({**_doc(), "x" * n: 1}),
    "long text": lambda n: json.dumps(
        _bad(("exercises", 0, "key", "answers", "w-s", "texts", "en"), "c" * n)
    ),
}


def _load_text(text: str) -> None:
    from solitaire_widget.worksheet import _loads

    Worksheet.from_dict(_loads(text, "worksheet"))


@pytest.mark.parametrize("name", sorted(WORKSHEET_TEXTS))
def test_bounds_worksheet_text(name):
    check_bounds(_load_text, WORKSHEET_TEXTS[name])


def test_bounds_file_and_valid_load(tmp_path):
    path = tmp_path / "w.json"
    _mixed().save(path)
    assert _cpu(lambda: Worksheet.load(path)) < LIMIT_S
    path.write_text("[" * 70_000, encoding="utf-8")
    with pytest.raises(WorksheetError):
        Worksheet.load(path)
    assert _cpu(lambda: Worksheet.load(path)) < LIMIT_S


def test_fuzz_load_refuses_mutations_with_value_errors_only():
    """Random single-field mutations of a valid worksheet: read or refused, never a crash."""
    rng = random.Random(12)
    junk = [None, True, -1, 1e308, "", "x" * 100, [], {}, [[[]]], {"en": 1}, "t1-t2", 2**70]
    refused = 0
    for _ in range(300):
        doc = _doc()
        node: Any = doc
        path = []
        while isinstance(node, (dict, list)) and node and rng.random() < 0.8:
            k = rng.choice(list(node) if isinstance(node, dict) else range(len(node)))
            path.append(k)
            if not isinstance(node[k], (dict, list)):
                break
            node = node[k]
        if not path:
            continue
        parent: Any = doc
        for k in path[:-1]:
            parent = parent[k]
        parent[path[-1]] = rng.choice(junk)
        try:
            ws = Worksheet.from_dict(doc)
        except ValueError as exc:
            assert str(exc) and len(str(exc)) < 2000
            refused += 1
        else:
            ws.to_dict()
        assert _cpu(lambda d=doc: _run_quietly(d)) < LIMIT_S
    assert refused > 200


def _run_quietly(doc: Any) -> None:
    with contextlib.suppress(ValueError):
        Worksheet.from_dict(doc)


# ---------------------------------------------------------------- the page
@pytest.mark.parametrize("lang", LANGUAGES)
def test_page_in_every_language_holds_the_key_and_says_it_was_precomputed(tmp_path, lang):
    from solitaire_widget.i18n import catalogue

    ws = _mixed()
    path = ws.to_html(tmp_path / f"ws-{lang}.html", lang=lang)
    page = pathlib.Path(path).read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in page
    said = catalogue(lang)["worksheet.precomputed"].split("{")[0]
    assert said.strip() and said.strip() in page
    data = json.loads(
        re.search(r'id="ws-data">(.*?)</script>', page, re.S).group(1)  # type: ignore[union-attr]
    )
    assert data["id"] == ws.id and len(data["exercises"]) == len(ws)
    key = ws.keys[0]
    choice = data["exercises"][0]["choices"][0]
    assert choice["text"] == key["answers"][choice["move"]]["texts"][lang]
    assert page.count("<svg") == len(ws)
    assert "http://" not in page.replace("http://www.w3.org", "")  # nothing fetched
    # face-down cards stay hidden: no position text, and the draw names no card
    assert key["position"] not in page
    draw = ws.keys[2]["answers"]["s-w"]["words"][lang]
    assert not re.search(r"[AKQJ0-9][♠♥♦♣]", draw)


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_page_says_each_position_in_words_naming_no_face_down_card(tmp_path, lang):
    # the position was a picture only (role="img", named by its game): a blind student
    # read the question and the answers, not the piles
    from solitaire_widget.replay import position_said

    ws = _mixed()
    page = pathlib.Path(ws.to_html(tmp_path / "x.html", lang=lang)).read_text(encoding="utf-8")
    said = re.findall(r'<p class="ws-said">(.*?)</p>', page)
    assert len(said) == len(ws)
    for words, key in zip(said, ws.keys, strict=True):
        game = sw.Game.from_position(key["position"], lang=lang)
        assert html.unescape(words) == position_said(game, lang)
        hidden = {
            str(c)
            for pid in game.pile_ids
            if pid != "stock"
            for c in game.piles[pid].cards[: game.piles[pid].face_down]
        } | {str(c) for c in game.piles["stock"].cards}
        shown = {str(c) for pid in game.pile_ids for c in game.piles[pid].cards} - hidden
        named = set(re.findall(r"(?:10|[AKQJ2-9])[♠♥♦♣]", html.unescape(words)))
        assert named and named <= shown, named - shown


def test_page_escapes_hostile_titles_and_notes(tmp_path):
    doc = _doc()
    doc["title"] = "</script><script>alert(1)</script>"
    doc["exercises"][0]["note"] = {"en": "<!-- </script> & <b>"}
    ws = Worksheet.from_dict(doc)
    # the title is the worksheet's (Dutch): its page shows it, escaped
    page = pathlib.Path(ws.to_html(tmp_path / "x.html", lang="nl")).read_text(encoding="utf-8")
    assert "&lt;/script&gt;&lt;script&gt;alert(1)" in page
    assert "<script>alert(1)" not in page and "<!-- </script>" not in page
    assert page.count("</script>") == 3  # the data, the player and the mount, nothing more


@pytest.mark.parametrize(
    ("i", "j", "written"),
    [(0, 0, " w-s "), (0, 1, "S-W"), (0, 0, "w - s"), (2, 1, "T6-T7X2"), (3, 2, "s -> w")],
)
def test_a_choice_not_written_as_the_engine_writes_it_is_refused_naming_it(i, j, written):
    """Found by scripts/fuzz.py: a choice was checked by the move it reads as (" w-s " is
    w-s), so the file was read, but the page looked its verdict up by the text as written
    (KeyError: ' w-s '), and the page's answer, that text, could never be judged right."""
    doc = _doc()
    doc["exercises"][i]["key"]["choices"][j] = written
    with pytest.raises(WorksheetError, match=re.escape(f"exercises[{i}].key.choices[{j}]")) as info:
        Worksheet.from_dict(doc)
    assert "as the engine writes it" in str(info.value) and repr(written) in str(info.value)


def _many_illegal_choices(n: int) -> dict[str, Any]:
    """The mixed worksheet with its "illegal" exercise offering ``n`` more illegal moves,
    each verdict and choice in notation (as a key of 10eeb70 wrote them: worded
    again from the position on the page)."""
    doc = _doc()
    k = doc["exercises"][0]["key"]
    g = sw.Game.from_position(k["position"])
    runs = (f"t{a}-t{b}x{c}" for a in range(1, 8) for b in range(1, 8) for c in range(2, 14))
    moves = [m for m in runs if not g.is_legal(m)][:n]
    right = k["answers"]["w-s"]
    for m in moves:
        k["answers"][m] = {
            **copy.deepcopy(right),
            "words": {lang: m for lang in LANGUAGES},
            "texts": {lang: f"Right: {m} is illegal." for lang in LANGUAGES},
        }
    k["choices"] = ["w-s", "s-w", *moves]
    return doc


def test_an_illegal_question_offers_no_more_choices_than_an_exercise_takes():
    """Found while fuzzing: the file took 256 choices (the most legal moves a position
    has), an Exercise 64, so ``ws.exercise(0)`` of a file read whole raised a plain
    ValueError ("at most 64 choices")."""
    from solitaire_widget.exercise import MAX_CHOICES as EXERCISE_CHOICES

    Worksheet.from_dict(_many_illegal_choices(EXERCISE_CHOICES - 2)).exercise(0)
    with pytest.raises(WorksheetError, match=re.escape("exercises[0].key.choices")) as info:
        Worksheet.from_dict(_many_illegal_choices(EXERCISE_CHOICES - 1))
    assert f"at most {EXERCISE_CHOICES}" in str(info.value)


@pytest.mark.parametrize("legal", [True, False])
def test_an_illegal_question_offers_a_legal_and_an_illegal_move(legal):
    """Found while fuzzing: choices all legal (each verdict "wrong": no right answer on
    the page) or all illegal (no wrong one) were read, and ``ws.exercise(0)`` raised a
    plain ValueError ("none of the choices is illegal")."""
    doc = _doc()
    k = doc["exercises"][0]["key"]
    kept = "s-w" if legal else "w-s"
    other = "t1-f1" if legal else "t1-t2x3"  # legal there / illegal there
    k["choices"] = [kept, other]
    k["answers"][other] = copy.deepcopy(k["answers"][kept])
    k["answers"].pop("w-s" if legal else "s-w")
    with pytest.raises(WorksheetError, match=re.escape("exercises[0].key.choices")) as info:
        Worksheet.from_dict(doc)
    assert "a legal move and an illegal one" in str(info.value)


#: Solitario deal 2 played to its end by the solver: won, no move is legal
WON = (
    "klondike32 tableau_direction=down,empty_pile=any,draw_count=1,max_redeals=none,"
    "draw_requires_no_moves=false,allow_foundation_to_tableau=true,auto_move_aces=true "
    "-/-/ASKSQSJSTS9S8S7S/ADKDQDJDTD9D8D7D/ACKCQCJCTC9C8C7C/AHKHQHJHTH9H8H7H/-/-/-/-/-/-/- 0"
)


@pytest.mark.parametrize("question", ["keeps_winnable", "best_move"])
def test_a_won_position_with_no_move_to_choose_is_refused(question):
    """Found while fuzzing: a "keeps_winnable" or "best_move" key set on a won position,
    no choices and no answers, was read, and the page asked its question with nothing to
    choose (an Exercise refuses it: "already won: there is nothing to ask")."""
    doc = _doc()
    i = 2 if question == "keeps_winnable" else 3
    doc["exercises"][i]["key"].update(position=WON, choices=[], answers={}, line=[])
    with pytest.raises(WorksheetError, match=re.escape(f"exercises[{i}].key.position")) as info:
        Worksheet.from_dict(doc)
    assert "won" in str(info.value)


def test_the_page_reads_each_position_a_few_times_not_once_per_choice(monkeypatch):
    """Found while fuzzing: each choice worded again read the exercise's position twice
    (its words, its verdict), so a 64 KB file of one exercise with 160 such choices took
    some 100 ms of CPU per page; now a few readings per exercise, whatever its choices."""
    from solitaire_widget.engine import Game

    ws = Worksheet.from_dict(_many_illegal_choices(62))
    reads = []
    real = Game.from_position.__func__

    def counted(cls, *args, **kwargs):
        reads.append(1)
        return real(cls, *args, **kwargs)

    monkeypatch.setattr(Game, "from_position", classmethod(counted))
    page = ws.html_page("it")
    assert len(reads) <= 4 * len(ws), len(reads)
    assert page.count('class="ws-ex"') == len(ws)


def test_lone_surrogates_in_a_worksheets_texts_reach_no_page_or_list_unencodable():
    """Found by scripts/fuzz.py: a title holding a lone surrogate (JSON "\\ud800") was read,
    the page replaced it, but the notebook's list of exercises kept it, and UTF-8 can't
    hold it (UnicodeEncodeError when the notebook sends it)."""
    doc = _doc()
    doc["title"] = "Mixed \ud800"
    doc["exercises"][0]["key"]["question_texts"]["nl"] = "Welke? \udfff"
    ws = Worksheet.from_dict(doc)
    listing = ws._repr_html_()
    listing.encode("utf-8")
    assert "Mixed ?" in listing and "Welke? ?" in listing
    for lang in LANGUAGES:
        ws.html_page(lang).encode("utf-8")


# ---------------------------------------------------------------- marking
def _answers(ws: Worksheet, name: str, picks: dict[int, Any]) -> dict[str, Any]:
    return {
        "format": "solitaire-worksheet-answers",
        "version": 1,
        "worksheet": ws.id,
        "title": ws.title,
        "lang": "en",
        "name": name,
        "answers": [
            {"exercise": i, "answer": a, "result": ws.judge(i, a)} for i, a in picks.items()
        ],
    }


def test_summary_per_student_per_exercise_and_totals(tmp_path):
    ws = _mixed()
    keys = ws.keys
    ada = _answers(ws, "Ada", {0: "w-s", 1: keys[1]["effects"], 3: keys[3]["line"][0]})
    bob = _answers(ws, "Bob | B.", {0: "s-w", 1: ["turn_up AS"]})
    path = tmp_path / "bob.json"
    path.write_text(json.dumps(bob), encoding="utf-8")
    table = Worksheet.summary([ada, path], worksheet=ws)
    assert isinstance(table, Summary) and [r["student"] for r in table] == ["Ada", "Bob | B."]
    assert table[0]["results"] == ["right", "right", None, "right"] and table[0]["right"] == 3
    assert table[1]["results"] == ["wrong", "wrong", None, None] and table[1]["right"] == 0
    assert table.totals == [1, 1, 0, 1]
    md = table.to_markdown()  # in the worksheet's language (Dutch)
    assert md.splitlines()[0] == "| leerling | 1 | 2 | 3 | 4 | goed |"
    assert "| Ada | ✓ | ✓ | – | ✓ | 3/4 |" in md and "Bob \\| B." in md
    assert md.splitlines()[-1] == "| goede antwoorden | 1 | 1 | 0 | 1 | 3/8 |"
    assert '<table lang="nl">' in table._repr_html_() and "<th>leerling</th>" in table._repr_html_()
    # a result edited in the file counts for nothing when the worksheet is given
    bob["answers"][0]["result"] = "right"
    assert Worksheet.summary(bob, worksheet=ws)[0]["results"][0] == "wrong"
    assert Worksheet.summary(bob)[0]["results"][0] == "right"  # without it, trusted
    other = dict(ada, worksheet="f" * 16)
    with pytest.raises(WorksheetError, match="answers 2: worksheet field worksheet: .* another"):
        Worksheet.summary([ada, other])  # one table is about one worksheet


@pytest.mark.parametrize(
    ("lang", "head", "totals"),
    [
        ("en", "| student | 1 | 2 | 3 | 4 | right |", "| right | 1 | 0 | 0 | 0 | 1/8 |"),
        (
            "it",
            "| studente | 1 | 2 | 3 | 4 | giuste |",
            "| risposte giuste | 1 | 0 | 0 | 0 | 1/8 |",
        ),
        ("nl", "| leerling | 1 | 2 | 3 | 4 | goed |", "| goede antwoorden | 1 | 0 | 0 | 0 | 1/8 |"),
        ("pt", "| aluno | 1 | 2 | 3 | 4 | certas |", "| respostas certas | 1 | 0 | 0 | 0 | 1/8 |"),
    ],
)
def test_summary_headings_and_totals_in_the_language(lang, head, totals):
    ws = _mixed()
    files = [_answers(ws, "Ada", {0: "w-s"}), _answers(ws, "Bob", {0: "s-w"})]
    table = Worksheet.summary(files, worksheet=ws, lang=lang)
    md = table.to_markdown().splitlines()
    assert (md[0], md[-1]) == (head, totals) and table.lang == lang
    assert [r["results"][0] for r in table] == ["right", "wrong"]  # rows don't change
    # without a worksheet, the answers files' page language; a bad language is refused
    files[0]["lang"] = lang
    alone = Worksheet.summary(files).to_markdown().splitlines()[0]  # 1 exercise answered
    assert alone == head.replace(" 2 | 3 | 4 |", "")
    with pytest.raises(ValueError, match="unknown language"):
        Worksheet.summary(files, lang="fr")


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda a: a.update(format="x"), "format"),
        (lambda a: a.update(worksheet="0" * 16), "worksheet"),
        (lambda a: a.update(name=5), "name"),
        (lambda a: a["answers"].append(dict(a["answers"][0])), "answered twice"),
        (lambda a: a["answers"][0].update(exercise=99), "answers[0].exercise"),
        (lambda a: a["answers"][0].update(result="maybe"), "answers[0].result"),
        (lambda a: a["answers"][0].update(answer={"a": 1}), "answers[0].answer"),
    ],
)
def test_bad_answers_are_refused_naming_the_field(change, named):
    ws = _mixed()
    a = _answers(ws, "Ada", {0: "w-s"})
    change(a)
    with pytest.raises(WorksheetError, match=re.escape(named)):
        Worksheet.summary([a], worksheet=ws)


def test_a_students_name_with_a_lone_surrogate_gives_a_table_utf8_can_hold():
    """Found by scripts/fuzz.py: a name holding a lone surrogate (JSON "\\ud800", which a
    browser's JSON.stringify writes for one) was kept, and the teacher's table could not
    be written as UTF-8 (UnicodeEncodeError); it is shown replaced, as the page does."""
    ws = _mixed()
    a = _answers(ws, "Ada \ud800", {0: "w-s"})
    for table in (
        Worksheet.summary([a], worksheet=ws),
        Worksheet.summary([json.loads(json.dumps(a))]),
    ):
        assert table[0]["student"] == "Ada ?"
        table.to_markdown().encode("utf-8")
        table._repr_html_().encode("utf-8")


# ---------------------------------------------------------------- replay from a set position
@pytest.mark.parametrize("variant", ["matrimony", "klondike32"])
def test_a_replay_from_a_position_says_it_starts_from_a_set_position(variant):
    """Not "dealt from a given deck order" (nor Matrimony's "before the deal" line): the
    game was set up as a position (worksheets and exercises make such records)."""
    from solitaire_widget.i18n import message
    from solitaire_widget.render import svg, text

    g = sw.Game(variant, seed=4)
    g.play(g.legal_moves()[0])
    h = sw.Game.from_position(g.position())
    h.play(h.legal_moves()[0])
    r = sw.Replay(h.to_record())
    own = {lang: message("replay.start.deck", lang, game=variant) for lang in LANGUAGES}
    for lang in LANGUAGES:
        said = r.narration(0, lang=lang)
        assert said.startswith(message("replay.start.position", lang, game=variant)), said
        assert own[lang] not in said
        assert message("replay.start.deck", lang, game=variant) != said
    assert "Before the deal" not in r.narration(0, lang="en")
    assert "set position" in text(h).splitlines()[0] and "set position" in svg(h)
    dealt = sw.Replay(g.to_record()).narration(0, lang="en")
    assert dealt.startswith(message("replay.start.seed", "en", game=variant, seed=4))
    deck = sw.Game(variant, deck=sw.Game(variant, seed=4).deck)
    assert "given deck order" in sw.Replay(deck.to_record()).narration(0, lang="en")


def _page_data(ws: Worksheet, lang: str = "en") -> dict:
    page = ws.html_page(lang)
    found = re.search(r'id="ws-data">(.*?)</script>', page, re.S)
    assert found is not None
    return json.loads(found.group(1))


@pytest.mark.parametrize(("seed", "move"), [(1, "t6-t4"), (7, "t5-t7"), (3, "t6-t1")])
def test_an_automatic_question_names_no_card_the_student_cannot_see(seed, move):
    # Solitario deal 1, t6-t4 turns up J♣: an option said "J♣ goes to a foundation by
    # itself"; deal 7, t5-t7 put "turn_up KH" (face down on pile 4, staying so) in the
    # page's data; deal 3, t6-t1 offered the card turned up and the one under it, both
    # "A card is turned face up on pile 6", one right and one wrong
    g = sw.Game("klondike32", seed=seed)
    hidden = [c for p in g.piles.values() for c in p.cards[: p.face_down]]
    assert hidden and g.is_legal(move)
    ws = Worksheet([sw.Exercise(g, "automatic", move=move, budget={"states": 200})])
    for ex in (_page_data(ws)["exercises"][0], ws.keys[0]):
        offered = json.dumps(ex["options"], ensure_ascii=False)
        for card in hidden:
            assert str(card) not in offered and card.code2 not in offered.replace("@", " ")
    page = _page_data(ws)["exercises"][0]
    # nor the texts shown after the answer, in the page before it ("After t6-t4: J♣ is
    # turned face up on pile 6")
    for lang in ("en", "it", "nl", "pt"):
        said = _page_data(ws, lang)["exercises"][0]
        for card in hidden:
            assert str(card) not in said["right"] + said["wrong"], (lang, card)
        # the move in words, as the question says it (not its notation)
        in_words = quoted_move(g, sw.Move.parse(move), lang)
        assert said["right"] != said["wrong"] and in_words in said["right"]
        question = ws.keys[0]["question_texts"][lang]
        assert in_words in question and move not in said["right"] + said["wrong"] + question
    words = [o["words"] for o in page["options"]]
    assert len(set(words)) == len(words)
    assert not any(str(c) in json.dumps(page["effects"], ensure_ascii=False) for c in hidden)
    # the page's right answer is the key's, for the teacher's summary too
    assert set(page["effects"]) <= {o["effect"] for o in page["options"]}
    assert ws.judge(0, page["effects"]) == "right"
    assert ws.judge(0, page["effects"][:-1] + ["turn_up@t1"]) == "wrong"
    assert ws.judge(0, ws.keys[0]["effects"]) == "right"  # an answers file from before


def test_an_illegal_question_names_no_card_the_student_cannot_see():
    # Solitario deal 0 (a draw only when no move is left): the page said "3 cards, from
    # 10♣ to 9♣, go together from pile 7 …" (10♣ face down) and "a card is drawn … 9♦"
    # (the stock's face-down top) for two illegal choices; the live band said t7-t1x3
    g = sw.Game("klondike32", seed=0, draw_requires_no_moves=True)
    hidden = {str(c) for p in g.piles.values() for c in p.cards[: p.face_down]}
    ws = Worksheet([(g, "illegal", {"moves": ["t7-t1x3", "s-w", "t1-t3"]})], lang="it")
    for lang in ("en", "it", "nl", "pt"):
        page = ws.html_page(lang)
        data = re.search(r'id="ws-data">(.*?)</script>', page, re.S)
        assert data is not None
        words = [c["words"] for c in json.loads(data.group(1))["exercises"][0]["choices"]]
        assert len(words) == 3
        assert not [(w, c) for w in words for c in hidden if c in w]


def test_move_words_never_name_a_face_down_card():
    # every pile to every pile, legal or not, along random games of the one-deck variants
    import random

    from solitaire_widget.exercise import _move_words
    from solitaire_widget.notation import Move

    for variant, opts in (("klondike", {}), ("klondike32", {"draw_requires_no_moves": True})):
        for seed in range(3):
            g = sw.Game(variant, seed=seed, **opts)
            rng = random.Random(seed)
            for _ in range(25):
                hidden = {str(c) for p in g.piles.values() for c in p.cards[: p.face_down]}
                ids = g.pile_ids
                for m in (Move.parse(f"{a}-{b}") for a in ids for b in ids if a != b):
                    for text in _move_words(g, m).values():
                        assert not [c for c in hidden if c in text], (variant, seed, m, text)
                moves = g.legal_moves()
                if not moves:
                    break
                g.play(rng.choice(moves))
    # a deal names no card: it keeps its words (not the notation)
    deal = _move_words(sw.Game("matrimony", seed=3), Move.parse("s-t"))
    assert deal["en"] == "The stock deals one card onto each pile: 16 cards."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_illegal_choice_is_in_words_not_its_notation_twice(lang):
    # an illegal move from an empty pile, or one reaching under face-down cards, had its
    # notation for words: the page's button read "w-s w-s", "w-t3 w-t3"
    from solitaire_widget.i18n import message
    from solitaire_widget.replay import _pl

    g = sw.Game("klondike", seed=3)  # the waste is empty, the stock is not
    moves = ["w-s", "s-w", "w-t3", "t3-t5x3", "f1-t2", "t7-t1"]
    ws = Worksheet([(g.position(), "illegal", {"moves": moves})], lang=lang)
    words = {c["move"]: c["words"] for c in _page_data(ws, lang)["exercises"][0]["choices"]}
    assert set(words) == set(moves)
    for m, text in words.items():
        assert m not in text and text.endswith("."), (m, text)
    assert words["w-s"] == message("replay.turn", lang)
    assert _pl("from", "waste", lang) in words["w-t3"] and _pl("to", "t3", lang) in words["w-t3"]
    assert "3" in words["t3-t5x3"] and _pl("to", "t5", lang) in words["t3-t5x3"]
    assert _pl("from", "f1", lang) in words["f1-t2"]
    # a key saved before held the notation: the page works the words out again
    old = ws.to_dict()
    for m in ("w-s", "w-t3"):
        old["exercises"][0]["key"]["answers"][m]["words"][lang] = m
    again = _page_data(Worksheet.from_dict(old), lang)["exercises"][0]["choices"]
    assert {c["move"]: c["words"] for c in again} == words


OLD_WORKSHEET = pathlib.Path(__file__).parent / "fixtures" / "worksheet-10eeb70.json"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_worksheet_saved_before_the_questions_in_words_reads_in_words(lang):
    # a worksheet saved by 10eeb70 (key version 1, as now) kept its questions in notation
    # ("What happens by itself after the move t6-t4?", "… illegal, and why? w-s, s-w"),
    # and the page no longer says the automatic exercise's move in words under it
    saved = json.loads(OLD_WORKSHEET.read_text(encoding="utf-8"))
    ws = Worksheet.load(OLD_WORKSHEET)
    auto, illegal = ws.keys
    assert "t6-t4" in auto["question_texts"][lang]  # (the file as it was saved)
    game = sw.Game.from_position(auto["position"])
    asked = re.findall(r'<p class="ws-q">(.*?)</p>', ws.html_page(lang))
    listed = re.findall(r"<li>(.*?)</li>", Worksheet.load(OLD_WORKSHEET)._repr_html_())
    for notation in ("t6-t4", "w-s", "s-w"):
        assert not any(notation in q for q in asked + listed), (asked, listed)
    moved = html.escape(quoted_move(game, sw.Move.parse("t6-t4"), lang))
    turned = [html.escape(quoted_move(game, sw.Move.parse(m), lang)) for m in ("w-s", "s-w")]
    assert moved in asked[0] and all(t in asked[1] for t in turned), asked
    if lang == ws.lang:
        assert moved in listed[0]
    # the key is read as it was saved: students' answers files name the worksheet by it
    assert ws.keys == [e["key"] for e in saved["exercises"]]
    assert ws.id == Worksheet.from_dict(saved).id == Worksheet.from_dict(ws.to_dict()).id


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_old_worksheets_illegal_verdicts_read_in_words(lang):
    # a worksheet saved by 10eeb70 kept its "illegal" verdicts in notation ("Right: w-s is
    # illegal. …", "Wrong: s-w is a legal move. …") under a question now in words: they
    # are worded again from the position, the move and the engine's reason, as
    # Exercise.check words them now; the key is read as it was saved
    saved = json.loads(OLD_WORKSHEET.read_text(encoding="utf-8"))
    ws = Worksheet.load(OLD_WORKSHEET)
    illegal = ws.keys[1]
    assert "w-s" in illegal["answers"]["w-s"]["texts"][lang]  # (the file as it was saved)
    game = sw.Game.from_position(illegal["position"])
    now = Exercise(game, question="illegal", moves=["w-s", "s-w"])
    shown = {c["move"]: c for c in _page_data(ws, lang)["exercises"][1]["choices"]}
    for m in ("w-s", "s-w"):
        assert shown[m]["text"] == now.check(m).explain(lang), shown[m]
        assert not any(n in shown[m]["text"] for n in ("w-s", "s-w")), shown[m]
        assert shown[m]["result"] == illegal["answers"][m]["result"]
    assert ws.keys == [e["key"] for e in saved["exercises"]]
    assert ws.id == Worksheet.from_dict(saved).id


def test_an_illegal_verdict_in_words_is_kept_as_written():
    # a key's verdict that names no move by notation (today's, or a teacher's own words)
    # is the key's text: only an old key's notation is worded again
    saved = json.loads(OLD_WORKSHEET.read_text(encoding="utf-8"))
    texts = saved["exercises"][1]["key"]["answers"]["w-s"]["texts"]
    texts["en"] = "Right: the waste can't turn over while the stock still has cards."
    ws = Worksheet.from_dict(saved)
    shown = {c["move"]: c["text"] for c in _page_data(ws)["exercises"][1]["choices"]}
    assert shown["w-s"] == texts["en"]
    assert "s-w" not in shown["s-w"]  # (the other, in notation, worded again)


OLD_SOLVER_WORKSHEET = pathlib.Path(__file__).parent / "fixtures" / "worksheet-10eeb70-solver.json"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_old_worksheets_solver_verdicts_read_in_words(lang):
    # a worksheet saved by 10eeb70 (a keeps_winnable and a best_move exercise; made there
    # with LOSABLE and SMALL) kept the solver's verdicts in notation ("Right: after
    # t1-t7x2 the game can still be won; …", "… though the solver's own line starts with
    # t1-t7x2"): they are worded again as Exercise.check words them now, the counts read
    # from the key (continuation) and the old text (positions examined)
    saved = json.loads(OLD_SOLVER_WORKSHEET.read_text(encoding="utf-8"))
    ws = Worksheet.load(OLD_SOLVER_WORKSHEET)
    kinds = set()
    for i, k in enumerate(ws.keys):
        now = Exercise(k["position"], k["question"], budget=SMALL)
        shown = {c["move"]: c for c in _page_data(ws, lang)["exercises"][i]["choices"]}
        for m, a in k["answers"].items():
            kinds.add(a["key"])
            assert m in a["texts"][lang]  # (the file as it was saved)
            assert shown[m]["text"] == now.check(m).explain(lang), shown[m]
            assert not any(n in shown[m]["text"] for n in k["choices"]), shown[m]
    assert kinds == {
        "exercise.right.keeps_winnable",
        "exercise.right.best",
        "exercise.right.also_wins",
        "exercise.wrong.loses",
    }
    assert ws.keys == [e["key"] for e in saved["exercises"]]
    assert ws.id == Worksheet.from_dict(saved).id


@pytest.mark.parametrize(
    "edit",
    ["a key with no such verdict", "another question's verdict", "no line of the solver's"],
)
def test_an_old_verdict_edited_by_hand_is_shown_as_saved(edit):
    # a file the loader accepts whose verdict this code did not write (or that lacks what
    # its words need) is shown as it was saved, not a KeyError while the page is built
    saved = json.loads(OLD_SOLVER_WORKSHEET.read_text(encoding="utf-8"))
    k = saved["exercises"][1]["key"]
    move = k["choices"][0]
    if edit == "a key with no such verdict":
        k["answers"][move]["key"] = "exercise.right.note"
    elif edit == "another question's verdict":
        k["answers"][move]["key"] = "exercise.right.automatic"
    else:
        k["line"] = []
        move = next(m for m, a in k["answers"].items() if "also_wins" in a["key"])
    ws = Worksheet.from_dict(saved)
    for lang in LANGUAGES:
        shown = {c["move"]: c["text"] for c in _page_data(ws, lang)["exercises"][1]["choices"]}
        assert shown[move] == k["answers"][move]["texts"][lang]
        assert ws.html_page(lang)


@pytest.mark.parametrize("answers", [None, 5, 2.5])
def test_answers_that_are_no_file_nor_list_are_a_type_error_naming_them(answers):
    # (an audit) Worksheet.summary(None) raised "'NoneType' object is not iterable"
    with pytest.raises(TypeError, match="answers is an answers file .* or a list of them, not"):
        Worksheet.summary(answers)


def test_a_file_without_a_time_limit_sets_its_exercise_up_within_the_bound(tmp_path, monkeypatch):
    """A hand-edited budget (no limit, 2**62 states, 1e300 s) is read, but setting the
    exercise up again runs the solver for at most MAX_SOLVE_SECONDS (it searched without
    end); a budget within it is taken as the file says."""
    import warnings

    import solitaire_widget.solver as solver_api
    from solitaire_widget.worksheet import MAX_SOLVE_SECONDS

    _doc()  # made with the real solver, before it is replaced
    given = []

    class _Asked(Exception):
        pass

    def solve_asked(game, budget=None, **kw):
        given.append(solver_api.Budget.of(budget))
        raise _Asked  # the run itself is not the point: the budget it was given is

    monkeypatch.setattr(solver_api, "solve", solve_asked)
    cases = [  # (seconds, states) in the file, the run's seconds, a warning naming the field
        ((None, None), MAX_SOLVE_SECONDS, True),
        ((None, 2**62), MAX_SOLVE_SECONDS, False),
        ((1e300, None), MAX_SOLVE_SECONDS, True),
        ((2.5, 300), 2.5, False),
    ]
    for (seconds, states), runs, warns in cases:
        doc = _doc()
        doc["exercises"][2]["key"]["budget"] = {"seconds": seconds, "states": states}
        path = tmp_path / "edited.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        ws = Worksheet.load(path)  # still read: the key and the page need no solver
        given.clear()
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            with pytest.raises(_Asked):
                ws.exercise(2)
        assert given[0].seconds == runs and given[0].states == states, (seconds, states)
        said = [str(w.message) for w in seen if issubclass(w.category, UserWarning)]
        assert bool(said) == warns, (seconds, states, said)
        if warns:
            assert said[0].startswith("exercises[2].key.budget.seconds: ")
    # a question that runs no solver ("illegal") is set up without a word on its budget
    doc = _doc()
    doc["exercises"][0]["key"]["budget"] = {"seconds": None, "states": None}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert Worksheet.from_dict(doc).exercise(-4).answer_key()["budget"]["seconds"] == 60.0


def test_a_worksheet_reads_each_move_text_once_however_often_its_lines_repeat_it(monkeypatch):
    """A 7.8 MB worksheet of 4,096-move lines took some 5 s to read, nearly all of it
    reading the same few move texts again; a text read is kept, and still checked."""
    from solitaire_widget import notation

    doc = _doc()
    line = ["t1-t2", "s-w", "w-t3", "t10-f1", "t2-t5x3"] * 800
    doc["exercises"][2]["key"]["line"] = line
    calls = []
    parse = notation.Move.parse.__func__
    monkeypatch.setattr(
        notation.Move, "parse", classmethod(lambda cls, t: calls.append(t) or parse(cls, t))
    )
    assert Worksheet.from_dict(doc).keys[2]["line"] == line
    assert len(calls) <= len(set(line)) + 64, len(calls)  # (its choices and moves: a few)
    doc["exercises"][2]["key"]["line"] = [*line, "t3>>"]
    with pytest.raises(WorksheetError, match=r"exercises\[2\]\.key\.line\[4000\]: "):
        Worksheet.from_dict(doc)
