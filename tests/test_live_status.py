"""The widget's live status ("still winnable?"), judged in the shared worker process.

No timed assertions: the figures are in benchmarks/live_status.py and
benchmarks/widget_latency.py. The worker process is real (spawned), so are its deaths.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import multiprocessing
import os
import signal
import threading
import time

import pytest

from solitaire_widget import Game, live_status
from solitaire_widget.live_status import LiveStatus, Verdict, worker_pids
from solitaire_widget.record import to_record
from solitaire_widget.solver import solve, status_after_moves
from solitaire_widget.widget import SolitaireWidget
from tests.helpers import process_gone, random_changes, start_script
from tests.test_widget import _winnable_solitario


@pytest.fixture(scope="module", autouse=True)
def no_leftover_processes():
    yield
    live_status.shutdown(wait=True)
    assert worker_pids() == []
    assert multiprocessing.active_children() == []


def _lost_game() -> tuple[Game, int]:
    """A Solitario game lost at a known move, one more move played after it."""
    seed, prefix, losing = _winnable_solitario()
    g = Game("klondike32", seed=seed)
    for m in [*prefix, losing]:
        g.play(m)
    extra = g.legal_moves()
    if extra:
        g.play(extra[0])
    return g, len(prefix) + 1


# The worker keeps what it proved (even "unknown") per position: a job meant to keep it busy
# uses a Matrimony deal that no other test sends.


def _until_in_the_worker(live: LiveStatus) -> None:
    """Wait until the live status's job has been handed to the worker."""
    for _ in range(3000):
        if live._running is not None and live._running[2].running():
            return
        time.sleep(0.01)
    raise AssertionError("the job never reached the worker")


class Answers:
    """An ``on_result`` that keeps what it got."""

    def __init__(self) -> None:
        self.got: list[tuple[int, Verdict]] = []

    def __call__(self, generation: int, verdict: Verdict) -> None:
        self.got.append((generation, verdict))


def test_winnable_then_lost_at_the_losing_move():
    seed, prefix, losing = _winnable_solitario()
    w = SolitaireWidget("klondike32", seed=seed, lang="en", library=None)
    assert w.live_status is True  # on by default for Solitario
    assert w.wait_status()["state"] == "winnable"
    assert worker_pids() and os.getpid() not in worker_pids()  # solved in another process
    for m in prefix:
        w.play(m)
    st = w.wait_status()
    assert st == {"state": "winnable", "move": None, "text": "Still winnable", "moves": len(prefix)}
    w.play(losing)
    n = len(prefix) + 1
    st = w.wait_status()
    assert st["state"] == "lost" and st["move"] == n and st["moves"] == n
    assert st["text"] == f"No longer winnable: move {n} lost it"
    assert w.get_state()["_live"] == st  # what the browser gets
    more = w.game.legal_moves()
    if more:  # a later move doesn't move the blame
        w.play(more[0])
        assert w.wait_status()["move"] == n
        w.undo()
    w.undo()
    assert w.wait_status()["state"] == "winnable"
    w.lang = "it"
    assert w.status_line["text"] == "Ancora vincibile"
    w.close()


def test_the_losing_move_of_a_given_history_agrees_with_status_after_moves():
    """A widget on a game already lost: the worker's binary search names the move, the
    same one :func:`status_after_moves` names."""
    g, n = _lost_game()
    assert status_after_moves(g, 10) == f"lost at move {n}"
    w = SolitaireWidget(g, lang="pt", library=None)
    st = w.wait_status()
    assert st["state"] == "lost" and st["move"] == n
    assert st["text"] == f"Já não se pode ganhar: a jogada {n} perdeu-o"
    w.close()


def _long_lost_game(moves: int) -> Game:
    """Klondike draw 1, deal 1: the stock cycled (legal, the position kept) for ``moves``
    moves, then played at random (seeded) until the solver proves the position lost."""
    import random

    rng = random.Random(5)
    g = Game("klondike", seed=1, draw_count=1)
    while len(g.moves) < moves:
        g.play("s-w" if g.piles["stock"].cards else "w-s")
    for _ in range(300):
        g.play(rng.choice(g.legal_moves()))
        if solve(g, {"states": 20_000}).status == "lost":
            return g
    raise AssertionError("no lost position reached")  # pragma: no cover


def test_the_losing_move_of_a_long_game_is_found_in_linear_memory():
    # the binary search kept a copy of the game after every move, each with its history:
    # 51 MB at 2,300 moves, 340 MB at 6,300; now a key per move and a game per probe
    import tracemalloc

    g = _long_lost_game(2_000)
    n = len(g.moves)
    tracemalloc.start()
    try:
        v = live_status.verdict(g, budget={"states": 20_000})  # type: ignore[arg-type]
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert v.state == "lost" and v.lost_at is not None and v.lost_at <= n
    assert status_after_moves(g, {"states": 20_000}) == f"lost at move {v.lost_at}"
    assert peak < 12e6, f"{peak / 1e6:.1f} MB for {n} moves"


def test_the_losing_move_search_yields_as_a_long_game_is_walked():
    # in the kernel (Pyodide) the search runs in slices between two turns of the loop;
    # it walked a long game's moves in one step: one slice of 601 ms at 100,000 moves
    g = _long_lost_game(6_000)
    n = len(g.moves)
    steps = live_status._verdict_steps(g, 0.5, None, lambda: True)
    yields = 0
    try:
        while True:
            next(steps)
            yields += 1
    except StopIteration as done:
        verdict = done.value
    assert verdict.state == "lost" and verdict.lost_at is not None
    # the keys (n undos) alone yield every _MOVES_PER_STEP moves
    assert yields >= n // live_status._MOVES_PER_STEP


def test_the_hint_reuses_the_winning_line_the_worker_found():
    seed, _, _ = _winnable_solitario()
    w = SolitaireWidget("klondike32", seed=seed, library=None)
    assert w.wait_status()["state"] == "winnable"
    first = w._known_winning_move()
    assert first is not None and w.game.is_legal(first)
    w.close()


def test_a_burst_sends_only_the_newest_position_and_stale_answers_are_dropped():
    answers = Answers()
    live = LiveStatus(answers, budget=2.0)
    first = Game("matrimony", seed=4242)  # the solver works on it for its whole budget
    live.submit(first)
    _until_in_the_worker(live)  # (a job not yet handed over is cancelled by the next one)
    g = Game("klondike32", seed=1)
    before = next(live_status._tokens)
    gens = []
    for _ in range(5):  # a burst while the first job runs
        g.play(g.legal_moves()[0])
        gens.append(live.submit(g))
    assert live.wait(120)
    sent = next(live_status._tokens) - before - 1
    assert sent == 1  # the first job's was sent before; of the burst only the newest
    assert [gen for gen, _ in answers.got] == [gens[-1]]  # the first job's answer: dropped
    assert answers.got[0][1].state in ("winnable", "lost")
    live.close()


def test_stale_positions_of_a_widget_are_dropped():
    w = SolitaireWidget("klondike", seed=4, library=None, live_status=True)
    for _ in range(6):  # quicker than the solver: only the last position's answer counts
        w.play("s-w")
    st = w.wait_status(60)
    assert st["moves"] == 6 and st["state"] in ("winnable", "lost", "unknown")
    assert w.game.state_key() == w._live_pos[1]
    w.close()


def test_a_killed_worker_gives_unknown_then_a_new_worker_answers():
    answers = Answers()
    live = LiveStatus(answers, budget=30.0)
    live.submit(Game("matrimony", seed=4243))  # busy for up to 30 s
    _until_in_the_worker(live)
    (pid,) = worker_pids()
    os.kill(pid, signal.SIGKILL)
    assert live.wait(60)
    assert [v.state for _, v in answers.got] == ["unknown"]  # not a hang
    live.budget = 5.0
    live.submit(Game("klondike32", seed=1))  # a new pool takes it
    assert live.wait(60)
    assert answers.got[-1][1].state in ("winnable", "lost")
    assert worker_pids() and pid not in worker_pids()
    live.close()


def test_closing_cancels_the_pending_work():
    answers = Answers()
    live = LiveStatus(answers, budget=2.0)
    live.submit(Game("matrimony", seed=4244))
    g = Game("klondike32", seed=1)
    g.play("s-w")
    live.submit(g)  # waits for the first
    live.close()
    assert live.wait(60)
    assert answers.got == []  # neither answer is delivered
    assert live.submit(g) == live.generation and live.wait(1)  # closed: nothing is sent
    assert answers.got == []
    other = Answers()  # the shared worker is free for the other widgets
    LiveStatus(other, budget=5.0).submit(Game("klondike32", seed=2))
    for _ in range(1200):
        if other.got:
            break
        time.sleep(0.05)
    assert other.got and other.got[0][1].state in ("winnable", "lost")


def test_closing_the_widget_stops_its_live_status():
    w = SolitaireWidget("klondike32", seed=1, library=None)
    assert w.wait_status()["state"] in ("winnable", "lost")
    w.play("s-w")
    w.close()
    assert w._live_worker.wait(60)
    assert w._live["state"] == "pending" and w._live["moves"] == 1  # no answer after close


def test_the_answer_is_applied_on_the_kernel_loop():
    """In a kernel the callback hands its answer to the event loop: the trait changes there."""

    async def run():
        w = SolitaireWidget("klondike32", seed=1, library=None)
        threads = []
        w.observe(lambda ch: threads.append(threading.get_ident()), names=["_live"])
        w.play("s-w")
        for _ in range(6000):
            if w._live["state"] != "pending":
                break
            await asyncio.sleep(0.005)
        return w, threads

    w, threads = asyncio.run(run())
    assert w._live["state"] in ("winnable", "lost") and w._live["moves"] == 1
    assert threads and set(threads) == {threading.get_ident()}
    w.close()


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="os.getpriority is POSIX only")
def test_the_worker_runs_at_a_lower_priority():
    live = LiveStatus(Answers(), budget=5.0)
    live.submit(Game("klondike32", seed=1))
    assert live.wait(60)
    (pid,) = worker_pids()
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, mine + live_status.WORKER_NICE)
    live.close()


def test_shutdown_ends_the_worker_and_the_next_job_starts_one():
    live = LiveStatus(Answers(), budget=5.0)
    live.submit(Game("klondike32", seed=1))
    assert live.wait(60)
    live_status.shutdown(wait=True)
    assert worker_pids() == [] and multiprocessing.active_children() == []
    answers = Answers()
    live = LiveStatus(answers, budget=5.0)
    live.submit(Game("klondike32", seed=1))
    assert live.wait(60) and answers.got[0][1].state in ("winnable", "lost")
    live.close()


def test_the_worker_rebuilds_the_game_from_its_record():
    """What crosses to the worker is the game's JSON record, not the engine objects."""
    g, n = _lost_game()
    text = json.dumps(to_record(g, result=False))
    assert live_status._judge(text, 10.0, 0) == Verdict("lost", lost_at=n)


def test_an_interrupt_does_not_kill_the_worker():
    """The kernel's Interrupt (SIGINT to the process group) is for the user's code."""
    answers = Answers()
    live = LiveStatus(answers, budget=5.0)
    live.submit(Game("klondike32", seed=1))
    assert live.wait(60)
    (pid,) = worker_pids()
    os.kill(pid, signal.SIGINT)
    g = Game("klondike32", seed=1)
    g.play(g.legal_moves()[0])
    live.submit(g)
    assert live.wait(60)
    assert [v.state for _, v in answers.got][-1] in ("winnable", "lost")
    assert worker_pids() == [pid]
    live.close()


_PARENT = """
import sys, time
from solitaire_widget import live_status
from tests.test_widget import slow_stuck_game

if __name__ == "__main__":
    game = slow_stuck_game()
    assert live_status.status_in_worker(slow_stuck_game(3)).result(120) == "playing"
    busy = live_status.status_in_worker(game)  # the worker is busy for seconds with it
    time.sleep(0.5)
    print(*live_status.worker_pids(), flush=True)
    time.sleep(600)
"""


_gone = process_gone


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_the_workers_end_when_their_parent_dies(tmp_path, how):
    """Issue 8: a kernel that dies, even by SIGKILL, leaves no worker behind (nor the
    resource tracker the pool started), even while the worker is in the middle of a job."""
    import psutil

    parent = start_script(tmp_path, _PARENT)
    try:
        line = parent.stdout.readline()
        pids = [int(p) for p in line.split()]
        assert pids, f"the parent printed no worker pid: {line!r}"
        children = [c.pid for c in psutil.Process(parent.pid).children(recursive=True)]
        assert set(pids) <= set(children)
        assert not any(_gone(p) for p in children)
        parent.send_signal(how)
        parent.wait(30)
        end = time.monotonic() + 10
        while not all(_gone(p) for p in children) and time.monotonic() < end:
            time.sleep(0.1)
        left = [p for p in children if not _gone(p)]
        assert not left, f"still running after the parent died: {left}"
    finally:
        for p in [parent.pid, *locals().get("children", [])]:
            with contextlib.suppress(ProcessLookupError):
                os.kill(p, signal.SIGKILL)
        parent.wait(30)


def test_a_discarded_pool_closes_its_lifeline():
    """The worker also goes when the kernel drops its pool (the pipe's end of file)."""
    assert live_status.status_in_worker(Game("klondike32", seed=1)).result(60)
    (pid,) = worker_pids()
    pool = live_status._pool
    live_status._discard_pool(pool)  # as after a break: no shutdown message is sent
    end = time.monotonic() + 10
    while not _gone(pid) and time.monotonic() < end:
        time.sleep(0.1)
    assert _gone(pid)
    pool.shutdown(wait=True)


def test_on_by_default_where_the_solver_settles_most_positions(monkeypatch, caplog):
    """Klondike, Solitario and forced-play Matrimony always; default-rules Matrimony when
    its exact search runs natively in a worker process (docs/benchmarks.md, "Live
    status"); the other Matrimony rules never (the search there can't prove a loss)."""
    from solitaire_widget import _native
    from solitaire_widget.solver import matrimony_exact

    forced = {"deal_requires_no_moves": True, "redeal_requires_no_moves": True}
    assert live_status.on_by_default(Game("klondike", seed=1))
    assert live_status.on_by_default(Game("matrimony", seed=1, **forced))
    assert not live_status.on_by_default(Game("matrimony", seed=1, deal_requires_no_moves=True))
    default = Game("matrimony", seed=1, foundation_scheme="pysol")
    if not _native.mx_available():  # a pure-Python install: the line stays off
        assert not live_status.on_by_default(default)
        return
    assert live_status.on_by_default(default)
    monkeypatch.setattr(live_status, "in_kernel", lambda: True)  # no worker process
    assert not live_status.on_by_default(default)
    assert live_status.on_by_default(Game("matrimony", seed=1, **forced))
    monkeypatch.undo()
    monkeypatch.setattr(matrimony_exact, "NATIVE", False)
    assert not live_status.on_by_default(default)
    monkeypatch.undo()
    # a pure-Python wheel (no library file): off, and nothing logged in the kernel
    monkeypatch.setattr(_native, "LIBRARY", _native.LIBRARY.with_name("missing.so"))
    with caplog.at_level(logging.DEBUG, logger=_native.__name__):
        assert not live_status.on_by_default(default)
    assert caplog.records == []


def test_default_rules_matrimony_verdicts():
    """What the worker answers for default-rules Matrimony: classic 42 can't be won from
    the deal (proven), and a position on the solver's winning line of classic 2 is
    winnable, with a first move that keeps it so."""
    lost = Game("matrimony", seed=42)
    lost.play("s-t")
    v = live_status.verdict(lost, budget=10)
    assert (v.state, v.lost_at) == ("lost", 0)
    g = Game("matrimony", seed=2)
    r = solve(g, 10)
    assert r.status == "won"
    for m in r.moves[:30]:
        g.play(m)
    v = live_status.verdict(g, budget=10)
    assert v.state == "winnable" and v.first_move is not None and g.is_legal(v.first_move)
    g.play(v.first_move)
    assert solve(g, 10).status == "won"


def _status_from_a_spawned_kernel(answers) -> None:  # noqa: ANN001 - a multiprocessing queue
    """What a kernel started by ``spawn`` sees (``marimo edit`` runs its kernel so)."""
    try:
        status = live_status.status_in_worker(Game("klondike32", seed=3)).result(60)
        hint = live_status.hint_in_worker(Game("klondike32", seed=5), 2).result(60)
        answers.put(("answered", status, str(hint[0])))
    except Exception as exc:  # the parent reports it
        answers.put(("failed", repr(exc), ""))
    finally:
        live_status.shutdown()


def test_a_kernel_that_is_itself_a_spawned_child_has_its_worker():
    # every worker job of a marimo-edit kernel failed with "no live status worker in a
    # child process", and the widget said "unknown" and "no hint" for a winnable deal
    ctx = multiprocessing.get_context("spawn")
    answers = ctx.Queue()
    kernel = ctx.Process(target=_status_from_a_spawned_kernel, args=(answers,))
    kernel.start()
    try:
        outcome, status, hint = answers.get(timeout=120)
    finally:
        kernel.join(30)
    assert outcome == "answered", status
    assert status == live_status.status_in_worker(Game("klondike32", seed=3)).result(60)
    assert hint not in ("", "None")
    # the worker itself makes no pool (a job that asked for one would get a failed future)
    assert live_status._in_child() is False


def test_the_worker_gets_the_line_written_once_and_kept_up_to_date(monkeypatch):
    # every publish wrote the whole record for the worker (31 ms at 100,000 moves, and a
    # game's publishes quadratic); the deal is written once per game and the moves kept
    import random

    from solitaire_widget import record
    from solitaire_widget.live_status import _LineText, _record_text

    line = _LineText()
    rng = random.Random(1)
    for variant, options in (("klondike", {"draw_count": 1}), ("matrimony", {})):
        g = Game(variant, seed=3, **options)
        g.meta = {"title": "x"}
        for i in range(200):
            random_changes(g, rng, 3, undo=0.25, redo=0.1)  # a few between two publishes
            if g.moves and rng.random() < 0.1:
                g.comments[len(g.moves) - 1] = "a teacher's note"
            whole = json.loads(_record_text(g))
            whole.pop("meta", None)
            whole["moves"] = [m["move"] if isinstance(m, dict) else m for m in whole["moves"]]
            assert json.loads(line.text(g)) == whole, (variant, i)
            assert record.from_record(line.text(g)).state_key() == g.state_key()
    # a new game in a freed game's place (the same id, reused): its own deal's text
    for seed in range(30):
        g = Game(("klondike", "klondike32")[seed % 2], seed=seed)
        g.play(g.legal_moves()[0])
        whole = json.loads(_record_text(g))
        whole.pop("meta", None)
        assert json.loads(line.text(g)) == whole, seed
        del g
    calls = []
    real = record.to_record
    monkeypatch.setattr(record, "to_record", lambda *a, **k: calls.append(1) or real(*a, **k))
    g = Game("klondike", seed=1, draw_count=1)
    for _ in range(50):
        g.play(g.legal_moves()[0])
        line.text(g)
    assert len(calls) == 1  # the deal's part, once for this game


def test_the_kernels_winnable_deal_search_gives_up_with_its_own_error(monkeypatch):
    # the search run in the kernel's slices gave up with a bare ValueError, which the table
    # could only show as its English text
    from types import SimpleNamespace

    from solitaire_widget import live_status, solver
    from solitaire_widget.errors import NoWinnableDealError

    monkeypatch.setattr(live_status, "SEED_TRIES", 2)
    monkeypatch.setattr(solver, "solve", lambda game, budget: SimpleNamespace(status="lost"))
    steps = live_status._seed_steps("klondike32", {})
    with pytest.raises(NoWinnableDealError, match="no winnable klondike32 deal found in seeds"):
        while True:
            next(steps)
