"""An exercise on the card table and a teacher's comments (issue 12, items 3 and 5): the
widget's Python side, with intents delivered as the browser sends them (no kernel, no
browser). The browser side is in tests/test_exercise_widget_browser.py."""

from __future__ import annotations

import asyncio
import json
import pathlib
import re
from unittest.mock import ANY

import pytest

import solitaire_widget as sw
from solitaire_widget import Game, Move
from solitaire_widget import widget as widget_module
from solitaire_widget.exercise import quoted_move
from solitaire_widget.record import MAX_COMMENT
from solitaire_widget.replay import expand_frames
from solitaire_widget.widget import SolitaireWidget

#: Solitario deal 31: of its four moves, t5-t3 loses (the solver proves it) and the other
#: three keep the game winnable; the solver settles each in a few milliseconds
SEED = 31
LOSING, KEEPING = "t5-t3", "t1-t3"


def send(w: SolitaireWidget, content: dict) -> None:
    """Deliver an intent the way ipywidgets does when the browser calls model.send()."""
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def move(w: SolitaireWidget, notation: str) -> None:
    """A move made on the table (click, drag or keys all send this intent)."""
    m = Move.parse(notation)
    send(
        w,
        {
            "kind": "move",
            "src": m.src,
            "dst": m.dst,
            "count": m.count,
            "version": w._table["version"],
        },
    )


def band(w: SolitaireWidget) -> dict:
    """The question band as the page gets it (through JSON)."""
    return json.loads(json.dumps(w.get_state()["_exercise"]))


@pytest.fixture
def exercise() -> sw.Exercise:
    return sw.Exercise(Game("klondike32", seed=SEED), question="keeps_winnable", budget=2.0)


# ---------------------------------------------------------------- moves judged


def test_the_table_shows_the_position_and_the_question_in_its_language(exercise):
    w = sw.play(exercise, lang="it")
    assert w.exercise is exercise and w.game.position() == exercise.position
    b = band(w)
    assert b["question"] == "keeps_winnable" and b["state"] == "asking" and b["verdict"] is None
    assert b["text"] == exercise.question_text("it")
    assert b["labels"]["try_again"] == "Riprova" and b["labels"]["show_me"] == "Mostrami"
    # nothing on the table gives the answer away: no hint, no live status, no library
    assert w._table["hint_available"] is False and w.live_status is False
    assert w._live["state"] == "off" and w.library is None


def test_a_move_that_keeps_it_winnable_is_right_and_shown(exercise):
    w = SolitaireWidget(exercise, lang="en")
    move(w, KEEPING)
    assert [str(m) for m in w.game.moves] == [KEEPING]  # played, so the table shows it
    b = band(w)
    assert b["state"] == "judged" and b["verdict"]["result"] == "right"
    assert b["verdict"]["text"] == exercise.check(KEEPING).explain("en")
    assert b["picked"] == [KEEPING]
    # the band is judged: another move is refused until Try again
    other = w.game.legal_moves()[0]
    move(w, str(other))
    assert [str(m) for m in w.game.moves] == [KEEPING]
    assert "Try again" in w._table["message"]["text"]


def test_a_losing_move_is_wrong_with_the_solvers_reason_in_italian(exercise):
    w = SolitaireWidget(exercise, lang="it")
    move(w, LOSING)
    v = band(w)["verdict"]
    assert v["result"] == "wrong" and w.verdict["key"] == "exercise.wrong.loses"
    said = quoted_move(exercise.game, Move.parse(LOSING), "it")  # the move in words
    assert v["text"].startswith(f"Sbagliato: dopo la mossa {said} la partita non si può più")
    w.lang = "nl"  # the band follows the widget's language
    assert band(w)["verdict"]["text"] == exercise.check(LOSING).explain("nl")


def test_an_illegal_move_is_wrong_with_the_rule_and_changes_nothing(exercise):
    w = SolitaireWidget(exercise, lang="en")
    before = w.game.state_key()
    illegal = next(
        Move(s, d, 1)
        for s in w.game.pile_ids
        for d in w.game.pile_ids
        if s[0] == "t"
        and d[0] == "t"
        and s != d
        and w.game.piles[s].cards
        and not w.game.is_legal(Move(s, d, 1))
    )
    move(w, str(illegal))
    assert w.game.state_key() == before and not w.game.moves
    v = band(w)["verdict"]
    said = quoted_move(w.game, illegal, "en")
    assert v["result"] == "wrong" and v["text"].startswith(f"Wrong: the move {said} is not legal")
    assert w.game.explain(illegal, "en") in v["text"]


def test_every_move_is_judged_as_exercise_check_judges_it(exercise):
    for m in exercise.game.legal_moves():
        w = SolitaireWidget(exercise, lang="pt")
        move(w, str(m))
        want = exercise.check(m)
        assert w.verdict["result"] == want.result and w.verdict["texts"] == want.texts, m


def test_judging_runs_no_solver_in_the_handler(exercise, monkeypatch):
    """The verdicts are worked out off the handler (the worker process): an intent only
    looks them up (without a loop, as here, it waits for the worker's answer)."""
    w = SolitaireWidget(exercise, lang="en")
    from solitaire_widget import solver

    def no_solver(*args, **kwargs):
        raise AssertionError("the solver ran in an intent handler")

    monkeypatch.setattr(solver, "solve", no_solver)
    monkeypatch.setattr(exercise, "_judged", {})  # no cached solve to fall back on either
    for m in exercise.game.legal_moves():
        send(w, {"kind": "exercise", "action": "try_again"})
        move(w, str(m))
        assert w.verdict["result"] in ("right", "wrong"), m
    send(w, {"kind": "exercise", "action": "show_me"})
    assert w.verdict["shown"] is True


def test_try_again_puts_the_position_back(exercise):
    w = SolitaireWidget(exercise, lang="en")
    move(w, LOSING)
    send(w, {"kind": "exercise", "action": "try_again"})
    assert w.game.position() == exercise.position and not w.game.moves
    assert band(w)["state"] == "asking" and w.verdict is None
    move(w, KEEPING)
    assert w.verdict["result"] == "right"


def test_try_again_is_said(exercise):
    # the cards went back and the lines emptied: a screen reader heard nothing
    w = SolitaireWidget(exercise, lang="nl")
    move(w, LOSING)
    send(w, {"kind": "exercise", "action": "try_again"})
    assert w._table["message"] == {
        "kind": "info",
        "text": "De stelling staat weer zoals ze was: de vraag is weer open.",
        "serial": ANY,
    }


def _checking(w: SolitaireWidget, lang: str) -> str:
    move = quoted_move(w.exercise.game, Move.parse(LOSING), lang)
    return sw.i18n.message("exwidget.checking_move", lang, move=move)


@pytest.mark.parametrize("what", ["checking", "locked", "again", "use_choices"])
def test_an_exercise_message_is_worded_again_in_a_new_language(exercise, what):
    # the message line kept its English words after a language change, under an Italian
    # band; the same message (its serial) in the new language, not said again
    if what == "use_choices":
        exercise = sw.Exercise(Game("klondike32", seed=7), question="illegal")
    w = SolitaireWidget(exercise, lang="en")
    mode = w._exercise_mode
    if what == "checking":  # a verdict still to come, as with a loop: the band waits
        mode.state, mode.waiting = "checking", LOSING
        move(w, KEEPING)
        mode.state, mode.waiting = "asking", None  # (the verdict came meanwhile)
    elif what == "locked":  # judged: another move is refused
        move(w, LOSING)
        move(w, KEEPING)
    elif what == "again":
        move(w, LOSING)
        send(w, {"kind": "exercise", "action": "try_again"})
    else:  # the illegal question is answered by its buttons, not on the table
        legal = next(m for m in w.game.legal_moves() if m not in exercise.choices)
        move(w, str(legal))
    said = w._table["message"]
    words = {
        "checking": _checking,
        "locked": lambda w, lang: sw.i18n.message("exwidget.locked", lang),
        "again": lambda w, lang: sw.i18n.message("exwidget.again", lang),
        "use_choices": lambda w, lang: sw.i18n.message("exwidget.use_choices", lang),
    }[what]
    assert said["text"] == words(w, "en")
    for lang in ("it", "nl", "pt"):
        w.lang = lang
        assert w._table["message"] == {
            "kind": "info",
            "text": words(w, lang),
            "serial": said["serial"],
        }
        assert w._table["message"]["text"] != said["text"]


def test_show_me_plays_the_solvers_line_to_the_win(exercise):
    w = SolitaireWidget(exercise, lang="en")
    move(w, LOSING)
    send(w, {"kind": "exercise", "action": "show_me"})
    assert [str(m) for m in w.game.moves] == [str(m) for m in exercise.line]
    assert w.game.is_won()
    b = band(w)
    assert b["state"] == "showing" and b["verdict"]["shown"] is True
    assert b["picked"] == [str(exercise.line[0])]


def test_show_me_paces_the_line_on_the_kernel_loop(exercise, monkeypatch):
    """In a kernel the line is played one move per step on the loop (each publish moves
    the cards), and Try again stops it."""
    monkeypatch.setattr(widget_module, "SHOW_STEP", 0.01)
    w = SolitaireWidget(exercise, lang="en")
    seen: list[int] = []
    w.observe(lambda ch: seen.append(ch["new"]), names=["move_count"])

    async def run() -> tuple[int, int]:
        send(w, {"kind": "exercise", "action": "show_me"})
        at_once = len(w.game.moves)
        for _ in range(400):
            await asyncio.sleep(0.01)
            if w.game.is_won():
                break
        return at_once, len(w.game.moves)

    at_once, finally_ = asyncio.run(run())
    assert at_once == 0 and finally_ == len(exercise.line)
    assert seen[-len(exercise.line) :] == list(range(1, len(exercise.line) + 1))  # one by one

    async def stop() -> int:
        send(w, {"kind": "exercise", "action": "show_me"})
        await asyncio.sleep(0.035)
        send(w, {"kind": "exercise", "action": "try_again"})
        await asyncio.sleep(0.1)
        return len(w.game.moves)

    assert asyncio.run(stop()) == 0 and w.game.position() == exercise.position


def test_the_moves_of_an_exercise_are_said_as_the_tables_are(exercise, monkeypatch):
    # a move judged in an exercise, and the solver's line Show me plays, went on the
    # engine: a screen reader heard nothing of the cards that moved or turned up
    w = SolitaireWidget(exercise, lang="en")
    said = sw.replay.move_said(w.game, Move.parse(KEEPING), "en")
    move(w, KEEPING)
    assert w._table["said"].startswith(said)
    monkeypatch.setattr(widget_module, "SHOW_STEP", 0.01)
    heard: list[str | None] = []
    w.observe(lambda ch: heard.append(ch["new"]["said"]), names=["_table"])

    async def run() -> None:
        send(w, {"kind": "exercise", "action": "show_me"})
        for _ in range(400):
            await asyncio.sleep(0.01)
            if w.game.is_won():
                break

    asyncio.run(run())
    game = Game.from_position(exercise.position)
    words = []
    for m in exercise.line:  # each step's table says its own move, once
        words.append(sw.replay.move_said(game, m, "en"))
        game.play(m)
    lines = [h for h in heard if h]
    assert len(lines) == len(exercise.line)
    assert all(h.startswith(x) for h, x in zip(lines, words, strict=True))


def test_an_exercise_takes_no_new_deal_undo_hint_or_variant(exercise, caplog):
    w = SolitaireWidget(exercise, lang="en")
    move(w, KEEPING)
    key = w.game.state_key()
    for intent in (
        {"kind": "new_deal"},
        {"kind": "restart"},
        {"kind": "undo"},
        {"kind": "hint"},
        {"kind": "auto_finish"},
        {"kind": "settings", "variant": "klondike"},
    ):
        send(w, intent)
        assert w.game.state_key() == key, intent
    assert w._intent_counts["ignored"] == 6
    send(w, {"kind": "settings", "lang": "pt"})  # the language may change
    assert w.lang == "pt" and band(w)["labels"]["try_again"] == "Tentar de novo"


def test_autodrop_never_moves_an_exercises_position():
    # "every card that may go" from the menu played t1-f1 and t2-f2 on the exercise's
    # position, unjudged: the next move was judged against answers for another position
    ex = sw.Exercise(Game("klondike", seed=3), question="keeps_winnable", budget=2.0)
    w = SolitaireWidget(ex, lang="en", library=None)
    assert w._settings["exercise"] is True
    key = w.game.state_key()
    send(w, {"kind": "settings", "autodrop": "all"})
    assert w.game.state_key() == key and w.autodrop == "off"
    w.autodrop = "all"  # set from Python: no move either
    assert w.game.state_key() == key and w.game.moves == []
    w.close()
    plain = SolitaireWidget(Game("klondike", seed=3), library=None, live_status=False)
    assert "exercise" not in plain._settings
    send(plain, {"kind": "settings", "autodrop": "all"})
    assert plain.game.moves  # without an exercise the cards go home
    plain.close()


def test_a_table_without_an_exercise_ignores_exercise_intents():
    w = SolitaireWidget("klondike32", seed=SEED, library=None, live_status=False)
    send(w, {"kind": "exercise", "action": "show_me"})
    assert w._intent_counts["ignored"] == 1 and not w.game.moves and w._exercise == {}


def test_bad_exercise_arguments_are_refused(exercise):
    with pytest.raises(ValueError, match="own position"):
        SolitaireWidget(exercise, seed=3)


# ---------------------------------------------------------------- the other questions


def test_illegal_question_answered_by_buttons_and_by_the_table():
    g = Game("klondike32", seed=7)
    ex = sw.Exercise(g, question="illegal")
    bad = next(m for m in ex.choices if not g.is_legal(m))
    good = next(m for m in ex.choices if g.is_legal(m))
    w = SolitaireWidget(ex, lang="it")
    b = band(w)
    assert [c["id"] for c in b["choices"]] == [str(m) for m in ex.choices]
    send(w, {"kind": "exercise", "action": "answer", "choice": str(good)})
    assert w.verdict["result"] == "wrong" and not w.game.moves  # judged, never played
    assert band(w)["verdict"]["text"] == ex.check(good).explain("it")
    send(w, {"kind": "exercise", "action": "try_again"})
    move(w, str(bad))  # the same choice made on the table
    assert w.verdict["result"] == "right" and w.verdict["answer"] == str(bad)
    send(w, {"kind": "exercise", "action": "try_again"})
    send(w, {"kind": "exercise", "action": "show_me"})
    assert band(w)["picked"] == [str(bad)] and w.verdict["shown"]
    # a choice that isn't offered is ignored
    send(w, {"kind": "exercise", "action": "try_again"})
    send(w, {"kind": "exercise", "action": "answer", "choice": "t1-t1"})
    assert w.verdict is None


@pytest.mark.parametrize("lang", ["en", "it", "nl", "pt"])
def test_an_illegal_choice_on_the_table_is_in_words_not_its_notation_twice(lang):
    # a move the narration can't word (from an empty pile, or reaching under face-down
    # cards) had its notation for words: the band's button read "w-s — w-s"
    from solitaire_widget.i18n import message
    from solitaire_widget.replay import _pl

    g = Game("klondike", seed=3)  # the waste is empty, the stock is not
    moves = ["w-s", "s-w", "w-t3", "t3-t5x3", "t7-t1"]
    ex = sw.Exercise(g, question="illegal", moves=moves)
    w = SolitaireWidget(ex, lang=lang)
    texts = {c["id"]: c["text"] for c in band(w)["choices"]}
    assert set(texts) == set(moves)
    for m, text in texts.items():
        notation, words = text.split(" \u2014 ", 1)
        assert notation == m and words and m not in words, (m, text)
    assert texts["w-s"].endswith(message("ui.hint_turn", lang))  # as the question names it
    assert _pl("from", "waste", lang) in texts["w-t3"]
    assert _pl("to", "t5", lang) in texts["t3-t5x3"]
    # no face-down card of pile 3 is named (the page never learns them)
    hidden = {str(c) for c in g.piles["t3"].cards[: g.piles["t3"].face_down]}
    assert not [c for c in hidden if c in texts["t3-t5x3"]]


def test_an_illegal_redeal_step_is_in_words_in_every_language():
    # the words by piles read a Matrimony redeal step's "tableau" as a pile number and
    # failed (ValueError): the band's fallback for a move it can't word could raise
    from solitaire_widget.exercise import _move_by_piles
    from solitaire_widget.exercise_mode import _safe_words
    from solitaire_widget.replay import _pl

    m = Move.parse("t16-t")
    words = _move_by_piles(m)
    g = Game("matrimony", seed=3)
    for lang in ("en", "it", "nl", "pt"):
        assert _pl("name", "t16", lang) in words[lang] and "t16" not in words[lang]
        assert _safe_words(g, m, lang)  # worded, whatever the position


def automatic_exercise() -> sw.Exercise:
    g = Game("klondike32", seed=7)
    m = next(m for m in g.legal_moves() if len(g.copy().play(m)) >= 2)
    return sw.Exercise(g, question="automatic", move=m)


def test_automatic_question_right_and_wrong_and_no_hidden_card_in_the_band():
    ex = automatic_exercise()
    w = SolitaireWidget(ex, lang="en")
    b = band(w)
    assert b["multiple"] and b["move"] == str(ex.move)
    true = {f"{e.kind}@{e.pile}" for e in ex.effects}
    ids = [c["id"] for c in b["choices"]]
    assert true <= set(ids) and "none" in ids and len(ids) > len(true) + 1
    # a choice names a pile, never a face-down card (the page never learns them)
    hidden = {
        str(c) for p in w.game.pile_ids for c in w.game.piles[p].cards[: w.game.piles[p].face_down]
    }
    text = json.dumps(b, ensure_ascii=False)
    assert not [c for c in hidden if c in text]
    send(w, {"kind": "exercise", "action": "check", "choices": ["none"]})
    assert w.verdict["result"] == "wrong" and [str(m) for m in w.game.moves] == [str(ex.move)]
    send(w, {"kind": "exercise", "action": "try_again"})
    assert not w.game.moves
    send(w, {"kind": "exercise", "action": "check", "choices": sorted(true)})
    assert w.verdict["result"] == "right"
    assert band(w)["verdict"]["text"] == ex.check(list(ex.effects)).explain("en")
    # the verdict says what the move did: the spoken line does not say it again
    assert w._table["said"] is None


@pytest.mark.parametrize(
    "choices",
    [["none", "none"], ["nope"], "none", [1]],
    ids=["twice", "unknown", "not-a-list", "not-text"],
)
def test_automatic_check_with_bad_choices_is_ignored(choices):
    w = SolitaireWidget(automatic_exercise(), lang="en")
    send(w, {"kind": "exercise", "action": "check", "choices": choices})
    assert w.verdict is None and not w.game.moves and w._intent_counts["ignored"] == 1


# ---------------------------------------------------------------- teacher mode


def teacher_table(**kw) -> SolitaireWidget:
    kw.setdefault("library", None)
    return SolitaireWidget("klondike", seed=3, live_status=False, teacher=True, **kw)


def test_a_comment_typed_on_the_last_move_is_in_the_record():
    w = teacher_table()
    assert w._comment["ply"] == 0  # no move yet: nothing to comment on
    w.play("s-w")
    assert w._comment["ply"] == 1 and w._comment["max"] == MAX_COMMENT
    send(w, {"kind": "comment", "ply": 1, "text": "Draw first: <b>look</b> at the waste"})
    rec = w.game.to_record()
    assert rec["moves"] == [{"move": "s-w", "comment": "Draw first: <b>look</b> at the waste"}]
    assert w._comment["text"] == "Draw first: <b>look</b> at the waste"
    # the replay narrates it, and the exported page carries it as text
    assert sw.Replay(rec).narration(1).endswith("Draw first: <b>look</b> at the waste")
    frames = expand_frames(sw.ReplayWidget(w.replay())._frames)  # the narration part
    assert frames["parts"][1]["comment"] == "Draw first: <b>look</b> at the waste"


def test_the_exported_page_holds_the_comment_as_text(tmp_path):
    w = teacher_table()
    w.play("s-w")
    w.comment("wait <script>alert(1)</script> here")
    path = sw.Replay(w.record).to_html(tmp_path / "lesson.html")
    html = pathlib.Path(path).read_text(encoding="utf-8")
    assert "<script>alert(1)" not in html  # never markup in the page
    data = re.search(r'<script type="application/json"[^>]*>(.*?)</script>', html, re.S)
    assert data is not None
    parts = expand_frames(json.loads(data.group(1)))["parts"]
    assert parts[1]["comment"] == "wait <script>alert(1)</script> here"  # the text, whole


def test_a_comment_is_saved_in_the_library_and_comes_back_on_resume():
    lib = sw.Library(":memory:")
    w = teacher_table(library=lib)
    w.play("s-w")
    send(w, {"kind": "comment", "ply": 1, "text": "the first draw"})
    gid = w.library_id
    assert lib.record(gid)["moves"] == [{"move": "s-w", "comment": "the first draw"}]
    assert lib.resume(gid).comments == {0: "the first draw"}
    send(w, {"kind": "comment", "ply": 1, "text": ""})  # cleared
    assert lib.record(gid)["moves"] == ["s-w"]


def test_comment_intents_that_are_stale_too_long_or_not_a_teachers_are_ignored():
    w = teacher_table()
    w.play("s-w")
    w.play("s-w")
    send(w, {"kind": "comment", "ply": 1, "text": "not the last move"})
    send(w, {"kind": "comment", "ply": 2, "text": "x" * (MAX_COMMENT + 1)})
    send(w, {"kind": "comment", "ply": 2, "text": 5})
    assert w.game.comments == {} and w._intent_counts["ignored"] == 3
    plain = SolitaireWidget("klondike", seed=3, live_status=False, library=None)
    plain.play("s-w")
    send(plain, {"kind": "comment", "ply": 1, "text": "hello"})
    assert plain.game.comments == {} and plain._comment == {}


def test_comment_from_python_checks_its_input():
    w = teacher_table()
    with pytest.raises(ValueError, match="no move 0"):
        w.comment("too early")
    w.play("s-w")
    with pytest.raises(ValueError, match=f"at most {MAX_COMMENT}"):
        w.comment("x" * (MAX_COMMENT + 1))
    with pytest.raises(ValueError, match="text"):
        w.comment(5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no move an integer of 16610 bits to comment on"):
        w.comment("ok", move=10**5000)  # too long to print: named by its size
    assert w.game.comments == {}
    w.comment("ok", move=1)
    assert w.game.comments == {0: "ok"}


def test_an_undone_moves_comment_does_not_stick_to_the_next_move():
    w = teacher_table()
    w.play("s-w")
    w.comment("about the draw")
    w.undo()
    assert w._comment["ply"] == 0
    w.redo()  # the same move again: its comment too
    assert w._comment["text"] == "about the draw"
    w.undo()
    w.play(w.game.legal_moves()[-1])
    assert w.game.comments == {} and w.game.to_record()["moves"][0] == str(w.game.moves[0])


def test_a_library_from_before_comments_is_still_read(tmp_path):
    """A schema-2 file without the comments table (an older package wrote it) opened
    read-only: its games read as before, without comments."""
    import sqlite3

    path = tmp_path / "old.sqlite3"
    lib = sw.Library(path)
    g = Game("klondike", seed=4)
    g.play("s-w")
    gid = lib.track(g)
    lib.close()
    with sqlite3.connect(path) as db:
        db.execute("DROP TABLE comments")
    ro = sw.Library(f"file:{path}?mode=ro")
    assert ro.record(gid)["moves"] == ["s-w"] and ro.resume(gid).comments == {}
    ro.close()
    again = sw.Library(path)  # opened for writing: the table is added, comments saved
    g2 = again.resume(gid)
    g2.comments[0] = "now with a comment"
    again.track(g2)
    assert again.record(gid)["moves"] == [{"move": "s-w", "comment": "now with a comment"}]
