"""The exercise widget shows at once: its answer key is worked out in the background
(issue 12 follow-up). A move played before its verdict has come is "checking" in the band;
the verdict then arrives on the kernel's loop; a verdict that comes late (after Try again,
or for another move) never grades the wrong answer; a job that fails says "unknown"."""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import Future

import pytest

import solitaire_widget as sw
from solitaire_widget import Game, Move, live_status
from solitaire_widget.exercise import quoted_move
from solitaire_widget.exercise_mode import ExerciseMode
from solitaire_widget.widget import SolitaireWidget

#: Solitario deal 31 (as in test_exercise_widget.py): t5-t3 loses, t1-t3 keeps it winnable
SEED = 31
LOSING, KEEPING = "t5-t3", "t1-t3"
#: a budget of positions, not seconds: the same verdict however loaded the machine is
BUDGET = {"states": 200_000}


def exercise() -> sw.Exercise:
    return sw.Exercise(Game("klondike32", seed=SEED), question="keeps_winnable", budget=BUDGET)


def move_intent(w: SolitaireWidget, notation: str) -> None:
    m = Move.parse(notation)
    content = {"kind": "move", "src": m.src, "dst": m.dst, "count": m.count}
    w._handle_msg(
        {
            "content": {
                "data": {
                    "method": "custom",
                    "content": {**content, "version": w._table["version"]},
                }
            },
            "buffers": [],
        }
    )


def band(w: SolitaireWidget) -> dict:
    return json.loads(json.dumps(w.get_state()["_exercise"]))


async def until_judged(w: SolitaireWidget, seconds: float = 120.0) -> dict:
    """Let the loop run (the worker's answers come through it) until the band judges."""
    end = asyncio.get_running_loop().time() + seconds
    while band(w)["state"] == "checking":
        assert asyncio.get_running_loop().time() < end, "the verdict never came"
        await asyncio.sleep(0.05)
    return band(w)


def test_the_widget_renders_before_any_verdict_is_known():
    """Made on a running loop (as in a kernel), the table and the question band are there
    at once, with no verdict worked out yet (they come only through the loop)."""
    ex = exercise()

    async def run() -> tuple[dict, list[str], dict]:
        w = SolitaireWidget(ex, lang="en")
        try:
            return band(w), list(w._exercise_mode.pending), dict(w._exercise_mode.key)
        finally:
            w.close()

    b, pending, key = asyncio.run(run())
    assert b["state"] == "asking" and b["question"] == "keeps_winnable" and b["text"]
    assert sorted(pending) == sorted(str(m) for m in ex.game.legal_moves())
    assert key == {}  # nothing was solved in the kernel while making it
    assert ex._verdicts == {}


@pytest.mark.parametrize("answer", [LOSING, KEEPING])
def test_a_move_played_early_is_checking_then_gets_the_solvers_verdict(answer):
    ex = exercise()
    want = exercise().check(answer)  # a fresh exercise: judged in this process

    async def run() -> tuple[dict, dict, dict | None, str]:
        w = SolitaireWidget(ex, lang="it")
        try:
            move_intent(w, answer)
            checking = band(w)
            verdict_then = w.verdict
            move_intent(w, KEEPING if answer == LOSING else LOSING)  # another, meanwhile
            said = w._table["message"]["text"]
            judged = await until_judged(w)
            return checking, judged, verdict_then, str(w.game.moves[-1]), said
        finally:
            w.close()

    checking, judged, verdict_then, played, said = asyncio.run(run())
    assert checking["state"] == "checking" and checking["verdict"] is None
    assert verdict_then is None  # the public verdict is not a guess while it checks
    # the move in words, as the question and the verdicts name it, on the band and in the
    # table's message for a move tried meanwhile (both read "Il risolutore sta verificando
    # t5-t3…")
    words = quoted_move(ex.game, Move.parse(answer), "it")
    want_said = f"Il risolutore sta verificando la mossa {words}…"
    assert checking["labels"]["checking_move"] == said == want_said
    assert played == answer  # the move shows on the table meanwhile
    assert judged["state"] == "judged" and judged["verdict"]["answer"] == answer
    assert judged["verdict"]["result"] == want.result == ("wrong" if answer == LOSING else "right")
    assert judged["verdict"]["text"] == want.explain("it")
    # the worker's verdict is the exercise's own now: check() and the key agree, for free
    assert ex.check(answer).texts == want.texts


def test_a_late_verdict_never_grades_another_answer():
    """Move A is checking, Try again, move B: A's verdict coming first changes nothing,
    B's verdict is the one shown (jobs stand in for a slow worker, answers in any order)."""
    ex = exercise()
    mode = ExerciseMode(ex, lazy=True)
    jobs: dict[str, Future] = {}
    for n in mode.pending:  # started and running: nothing to hurry
        jobs[n] = Future()
        jobs[n].set_running_or_notify_cancel()
    mode._jobs = dict(jobs)
    game = mode.start()
    assert mode.judge_move(game, Move.parse(LOSING), wait=False)["result"] == "checking"
    mode.reset()  # Try again
    assert mode.waiting is None and mode.state == "asking"
    assert mode.judge_move(game, Move.parse(KEEPING), wait=False)["result"] == "checking"
    jobs[LOSING].set_result(exercise().check(LOSING))
    assert mode.settle(LOSING, jobs[LOSING]) is False
    assert (
        mode.state == "checking" and mode.verdict is None and mode.key[LOSING]["result"] == "wrong"
    )
    jobs[KEEPING].set_result(exercise().check(KEEPING))
    assert mode.settle(KEEPING, jobs[KEEPING]) is True
    assert mode.state == "judged" and mode.verdict["answer"] == KEEPING
    assert mode.verdict["result"] == "right"
    # a replaced job (a stale future) is ignored
    assert mode.settle(KEEPING, jobs[KEEPING]) is False


def test_a_failed_job_says_unknown_never_a_guess():
    ex = exercise()
    mode = ExerciseMode(ex, lazy=True)
    job: Future = Future()
    job.set_running_or_notify_cancel()
    mode._jobs = {LOSING: job}
    game = mode.start()
    mode.judge_move(game, Move.parse(LOSING), wait=False)
    job.set_exception(RuntimeError("the worker died"))
    assert mode.settle(LOSING, job) is True
    assert mode.verdict["result"] == "unknown"
    assert mode.verdict["key"] == "exwidget.no_verdict"
    # the move in words, as every other verdict names it (it read "There is no verdict for
    # t5-t3 in this exercise's answers.")
    for lang, text in mode.verdict["texts"].items():
        assert quoted_move(ex.game, Move.parse(LOSING), lang) in text and LOSING not in text
    assert mode.verdict["texts"]["en"] == (
        f"There is no verdict for the move {quoted_move(ex.game, Move.parse(LOSING), 'en')}"
        " in this exercise's answers."
    )


def test_without_a_worker_process_each_verdict_is_a_short_slice_and_honest(monkeypatch):
    """In Pyodide (no process can start) each move is one solve of a slice's budget on the
    loop: a verdict it gives is a proof (the same as the full budget's), else "unknown"."""
    monkeypatch.setattr(live_status, "in_kernel", lambda: True)
    full = {str(m): exercise().check(m).result for m in exercise().game.legal_moves()}
    got = {}

    async def run() -> None:
        for n in full:
            w = SolitaireWidget(exercise(), lang="en")
            try:
                move_intent(w, n)
                got[n] = (await until_judged(w, 60))["verdict"]["result"]
            finally:
                w.close()

    asyncio.run(run())
    for n, result in got.items():
        assert result in (full[n], "unknown"), n


def test_a_key_already_worked_out_is_used_at_once():
    """An exercise whose answer key exists (a worksheet made it) sends no job."""
    ex = exercise()
    ex.answer_key()

    async def run() -> tuple[list[str], dict]:
        w = SolitaireWidget(ex, lang="en")
        try:
            move_intent(w, LOSING)
            return list(w._exercise_mode.pending), band(w)
        finally:
            w.close()

    pending, b = asyncio.run(run())
    assert pending == [] and b["state"] == "judged" and b["verdict"]["result"] == "wrong"
