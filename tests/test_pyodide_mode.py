"""The package as Pyodide (JupyterLite's browser Python) runs it: no processes, no threads,
no sqlite3, no native core, the event loop the only place for background work.

``SOLITAIRE_WIDGET_PLATFORM=browser`` makes CPython answer every probe of
:mod:`solitaire_widget._platform` as Pyodide does. The tests here run in that mode with
``Thread.start``, ``Process.start`` and ``subprocess.Popen`` raising as they do in Pyodide
(the ``pyodide_mode`` fixture in this process; a ``-p`` plugin for the widget suites run in
a child pytest), and ``import sqlite3`` refused. Not to confuse with the Playwright
"browser" tests: nothing here opens a page.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import pathlib
import subprocess
import sys
import tempfile
import textwrap
import threading
import time

import pytest

import solitaire_widget as sw
from solitaire_widget import Game, _json_library, _native, _platform, game_library, live_status
from solitaire_widget.game_library import LibraryError, MemoryLibrary
from solitaire_widget.notation import Move
from solitaire_widget.widget import SolitaireWidget
from tests.test_widget import (
    STUCK_LATE_MOVES,
    STUCK_LATE_SEED,
    _winnable_solitario,
    send,
    slow_stuck_game,
    table,
)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

#: a wall-clock bound for an answer that takes a few slices: generous, the test machine's
#: two cores are shared with other test runs (the figures are in the report, not here)
ANSWER_SECONDS = 20.0
#: the longest the event loop may be held by one slice (CPU seconds of the loop's thread):
#: a slice is ~25 ms of search; ten times that still tells a slice from a whole search
SLICE_BOUND = 0.25


class Forbidden:
    """What Pyodide can't do, made to fail here as it fails there; the attempts kept."""

    def __init__(self) -> None:
        self.attempts: list[str] = []

    def thread_start(self, thread: threading.Thread, *args, **kwargs) -> None:
        self.attempts.append(f"thread {thread.name}")
        raise RuntimeError("can't start new thread")

    def process_start(self, process, *args, **kwargs) -> None:
        self.attempts.append("process")
        raise RuntimeError("processes are not supported here")

    def popen(self, *args, **kwargs) -> None:
        self.attempts.append("subprocess")
        raise OSError("subprocesses are not supported here")


@pytest.fixture
def pyodide_mode(monkeypatch):
    """Browser mode in this process: the probes say no, threads and processes can't start."""
    import multiprocessing.process

    forbidden = Forbidden()
    monkeypatch.setenv(_platform.ENV, "browser")
    _platform.reset()
    _native._reset()
    monkeypatch.setattr(threading.Thread, "start", forbidden.thread_start)
    monkeypatch.setattr(multiprocessing.process.BaseProcess, "start", forbidden.process_start)
    monkeypatch.setattr(subprocess.Popen, "__init__", forbidden.popen)
    yield forbidden
    monkeypatch.undo()
    _platform.reset()
    _native._reset()


def lib_in_memory() -> MemoryLibrary:
    return MemoryLibrary()


async def until(check, seconds: float = ANSWER_SECONDS) -> float:
    """Await the loop's turns until ``check()`` is true; the wall seconds it took."""
    start = time.monotonic()
    while not check():
        if time.monotonic() - start > seconds:
            raise AssertionError(f"not done within {seconds} s")
        await asyncio.sleep(0.002)
    return time.monotonic() - start


class LoopWatch:
    """The longest the loop's thread was held between two of its turns (CPU seconds)."""

    def __init__(self) -> None:
        self.longest = 0.0
        self._task: asyncio.Task | None = None

    async def _beat(self) -> None:
        cpu = time.thread_time()
        while True:
            await asyncio.sleep(0.001)
            now = time.thread_time()
            self.longest, cpu = max(self.longest, now - cpu), now

    def __enter__(self) -> LoopWatch:
        self._task = asyncio.get_running_loop().create_task(self._beat())
        return self

    def __exit__(self, *exc) -> None:
        assert self._task is not None
        self._task.cancel()


# ---------------------------------------------------------------------------- the probes


def test_the_probes_answer_as_pyodide_when_told(monkeypatch):
    monkeypatch.setenv(_platform.ENV, "browser")
    _platform.reset()
    try:
        assert _platform.summary() == {
            "browser": True,
            "processes": False,
            "threads": False,
            "sqlite3": False,
        }
        assert live_status.in_kernel()
        monkeypatch.delenv(_platform.ENV)  # probed: this CPython can do everything
        _platform.reset()
        assert _platform.summary() == {
            "browser": False,
            "processes": True,
            "threads": True,
            "sqlite3": True,
        }
        assert not live_status.in_kernel()
        monkeypatch.setattr(sys, "platform", "emscripten")  # what Pyodide says
        _platform.reset()
        assert _platform.is_browser() and not _platform.can_spawn_processes()
    finally:
        monkeypatch.undo()
        _platform.reset()


def test_the_native_core_is_not_looked_for_and_nothing_is_said(pyodide_mode, caplog):
    with caplog.at_level(logging.DEBUG, logger="solitaire_widget._native"):
        assert _native.available() is False
        assert sw.solve(Game("klondike32", seed=3), 1).status in ("won", "lost")
    assert not [r for r in caplog.records if r.levelno >= logging.INFO]


# ---------------------------------------------------------------------------- the widget


def test_live_status_arrives_in_slices_and_names_the_losing_move(pyodide_mode):
    seed, prefix, losing = _winnable_solitario()

    async def play():
        w = SolitaireWidget("klondike32", seed=seed, lang="en", library=lib_in_memory())
        with LoopWatch() as watch:
            assert w._live["state"] == "pending" and w._live["text"]  # "checking…"
            first = await until(lambda: w._live["state"] != "pending")
            assert w._live["state"] == "winnable"
            for m in [*prefix, losing]:  # a burst: only the newest position is judged
                w.play(m)
            assert w._live["state"] == "pending"
            await until(lambda: w._live["state"] != "pending")
        return w, first, watch.longest

    w, first, longest = asyncio.run(play())
    assert w.status_line["state"] == "lost" and w.status_line["move"] == len(prefix) + 1
    assert longest < SLICE_BOUND, f"the loop was held {longest:.3f} s"
    assert first < ANSWER_SECONDS and pyodide_mode.attempts == []
    assert live_status.worker_pids() == []


def test_a_game_played_by_clicks_hints_and_the_library(pyodide_mode):
    lib = lib_in_memory()

    async def play():
        w = SolitaireWidget("klondike32", seed=5, lang="en", library=lib)
        with LoopWatch() as watch:
            for _ in range(6):  # clicks, each answered by a new table version
                version = table(w)["version"]
                send(w, {"kind": "hint"})
                await until(lambda: table(w)["hint"] is not None or w._hint_job is None)
                hint = table(w)["hint"]
                assert hint is not None and table(w)["message"]["kind"] == "info"
                move = Move(hint["src"], hint["dst"], hint["count"])
                send(w, {"kind": "move", "src": move.src, "dst": move.dst,
                         "count": move.count, "version": table(w)["version"]})  # fmt: skip
                assert table(w)["version"] > version and w.game.moves[-1] == move
        return w, watch.longest

    w, longest = asyncio.run(play())
    assert longest < SLICE_BOUND, f"the loop was held {longest:.3f} s"
    assert [r["moves"] for r in lib.games()] == [6]
    assert lib.resume(w.library_id).state_key() == w.game.state_key()
    assert lib.stats("klondike32")["played"] == 1 and pyodide_mode.attempts == []


def test_the_stuck_search_runs_in_slices_and_finds_stuck(pyodide_mode):
    line = STUCK_LATE_MOVES
    last = Move.parse(line[-1])

    async def click():
        w = SolitaireWidget(slow_stuck_game(len(line) - 1, STUCK_LATE_SEED, line),
                            library=lib_in_memory(), live_status=False)  # fmt: skip
        with LoopWatch() as watch:
            send(w, {"kind": "move", "src": last.src, "dst": last.dst, "count": last.count,
                     "version": table(w)["version"]})  # fmt: skip
            assert table(w)["status"] == "playing"  # provisional: the search goes on later
            await until(lambda: not w._pending)
        return w, watch.longest

    w, longest = asyncio.run(click())
    assert w.status == "stuck" and table(w)["message"]["kind"] == "stuck"
    assert longest < SLICE_BOUND, f"the loop was held {longest:.3f} s"
    assert pyodide_mode.attempts == []


def test_a_winnable_new_deal_is_found_in_the_kernel(pyodide_mode):
    async def click():
        w = SolitaireWidget("klondike32", seed=1, winnable=True, library=None)
        old = w.game
        with LoopWatch() as watch:
            send(w, {"kind": "new_deal"})
            assert w.game is old  # not dealt in the handler
            await until(lambda: w._deal_job is None)
        return w, old, watch.longest

    w, old, longest = asyncio.run(click())
    assert w.game is not old and sw.solve(Game("klondike32", seed=w.seed), 10).status == "won"
    assert longest < SLICE_BOUND and pyodide_mode.attempts == []


def test_without_a_loop_the_work_is_done_at_once(pyodide_mode):
    """A plain script (no event loop): the slices run one after another when asked."""
    seed, prefix, losing = _winnable_solitario()
    w = SolitaireWidget("klondike32", seed=seed, lang="en", library=None)
    assert w.wait_status(0)["state"] == "winnable"
    assert live_status.hint_in_worker(w.game, 1).result(0)[0] in w.game.legal_moves()
    assert live_status.status_in_worker(w.game).result(0) == "playing"
    assert pyodide_mode.attempts == []


def test_wait_status_in_a_running_loop_shows_the_verdict(pyodide_mode):
    """Pyodide's loop is always running: a cell's wait_status() runs what is left of the
    work and the status line shows the answer when it returns."""
    seed, _, _ = _winnable_solitario()

    async def cell():
        w = SolitaireWidget("klondike32", seed=seed, lang="en", library=None)
        assert w._live["state"] == "pending"
        return w.wait_status(0), w

    status, w = asyncio.run(cell())
    assert status["state"] == "winnable" == w._live["state"]


def test_stale_jobs_stop_and_a_stopped_runner_answers_nothing(pyodide_mode):
    answers: list[tuple[int, str]] = []
    games = [Game("klondike32", seed=s) for s in (11, 12, 13)]

    async def burst():
        live = live_status.LiveStatus(lambda gen, v: answers.append((gen, v.state)), settle=0)
        gens = [live.submit(g) for g in games]  # each one makes the one before stale
        await until(lambda: live._running is None and live._pending is None)
        other = live_status.status_in_worker(games[0])
        live_status.shutdown()  # before its first slice: cancelled
        return gens, other

    gens, other = asyncio.run(burst())
    assert [gen for gen, _ in answers] == [gens[-1]] and other.cancelled()
    assert live_status._kernel_stale == set()  # every stale job forgot its token


def test_batch_solves_run_in_the_kernel(pyodide_mode):
    w = sw.winnability("solitario", deals=4, budget=2, progress=False)
    assert w.deals == 4 and sum(w.counts.values()) == 4 and pyodide_mode.attempts == []


# ---------------------------------------------------------------------------- the library


def test_without_sqlite3_the_library_says_once_that_games_last_the_session(monkeypatch, caplog):
    monkeypatch.setattr(game_library, "sqlite3", None)
    monkeypatch.setattr(game_library, "_OPEN", {})
    monkeypatch.setattr(game_library, "_session_note_given", False)
    monkeypatch.setattr(_platform, "is_browser", lambda: False)  # a CPython without sqlite3
    path = "/nowhere/library.sqlite3"
    with caplog.at_level(logging.WARNING, logger="solitaire_widget.game_library"):
        lib = game_library.library(path)
        assert game_library.library(path) is lib and isinstance(lib, MemoryLibrary)
        assert type(game_library.Library(path)) is MemoryLibrary  # no sqlite3: the same API
        game_library.library("/elsewhere/library.sqlite3")
    notes = [r.getMessage() for r in caplog.records]
    assert len(notes) == 1 and "no sqlite3" in notes[0] and "for this session only" in notes[0]


def test_in_a_browser_the_note_is_one_printed_line(pyodide_mode, monkeypatch, capsys, caplog):
    """JupyterLite shows stderr (and so a logged warning) in a red box: a printed note there;
    and it doesn't say sqlite3 is missing (Pyodide 314 has it: it is not used)."""
    monkeypatch.setattr(game_library, "sqlite3", None)  # as imported in a browser
    monkeypatch.setattr(game_library, "_OPEN", {})
    monkeypatch.setattr(game_library, "_session_note_given", False)
    with caplog.at_level(logging.WARNING, logger="solitaire_widget.game_library"):
        game_library.library("/home/pyodide/.local/share/solitaire_widget/library.sqlite3")
        game_library.library("/elsewhere/library.sqlite3")
    out, err = capsys.readouterr()
    assert out.count("\n") == 1 and "in this browser" in out and "session only" in out
    assert "/drive" in out and "sqlite3" not in out
    assert err == "" and caplog.records == []


def test_a_json_library_is_read_back_and_refuses_what_is_not_one(tmp_path):
    path = tmp_path / "games.json"
    lib = MemoryLibrary(path)
    g = Game("matrimony", seed=4)
    gid = lib.track(g)
    g.play(g.legal_moves()[0])
    lib.track(g)
    again = MemoryLibrary(path)  # a reload of the page, with the file in the browser's storage
    assert again.games() == lib.games() and again.record(gid) == lib.record(gid)
    assert again.resume(gid).state_key() == g.state_key()
    for text, words in [
        ("{", "can't read"),
        ('{"format": "other"}', "not a solitaire_widget game library"),
        ('{"format": "solitaire_widget-library", "version": 9, "games": []}', "version 9"),
        ('{"format": "solitaire_widget-library", "version": 1, "games": [{"id": 1}]}',
         "game number 1"),
        # nested past the parser's recursion limit: a RecursionError before
        ('{"format": "solitaire_widget-library", "version": 1, "games": '
         + "[" * 100_000 + "]" * 100_000 + "}", "can't read"),
        # a comment's move number in other digits ("²".isdigit()): int() failed before
        (_with_row(comments={"²": "x"}), "is damaged"),
    ]:  # fmt: skip
        bad = tmp_path / "bad.json"
        bad.write_text(text, encoding="utf-8")
        with pytest.raises(LibraryError, match=words) as err:
            MemoryLibrary(bad)
        assert str(bad) in str(err.value)


def _with_row(**fields: object) -> str:
    """A library file of one game, with ``fields`` of its row replaced."""
    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder) / "games.json"
        MemoryLibrary(path).track(Game("klondike", seed=1))
        data = json.loads(path.read_text(encoding="utf-8"))
    data["games"][0].update(fields)
    return json.dumps(data)


def test_a_library_file_past_its_size_is_not_read(tmp_path, monkeypatch):
    monkeypatch.setattr(_json_library, "MAX_JSON_BYTES", 100)
    path = tmp_path / "games.json"
    path.write_text(_with_row(), encoding="utf-8")
    with pytest.raises(LibraryError, match="bytes is more than the 100 a game library can be"):
        MemoryLibrary(path)


def test_a_failed_write_changes_nothing(tmp_path):
    path = tmp_path / "games.json"
    lib = MemoryLibrary(path)
    g = Game("klondike", seed=2)
    gid = lib.track(g)
    before = json.loads(path.read_text(encoding="utf-8"))
    path.unlink()
    path.mkdir()  # the file can't be replaced now
    g.play("s-w")
    with pytest.raises(LibraryError, match="can't write"):
        lib.track(g)
    assert lib.record(gid)["moves"] == [] and lib.games()[0]["moves"] == 0
    path.rmdir()
    assert lib.track(g) == gid  # once the file can be written again, the move is saved
    assert json.loads(path.read_text(encoding="utf-8"))["games"][0]["line"] == ["s-w"]
    assert before["games"][0]["line"] == []


def test_a_drive_without_rename_is_written_in_place(tmp_path, monkeypatch):
    """JupyterLite's browser-storage drive may not rename: the file is then written in place."""
    path = tmp_path / "games.json"
    lib = MemoryLibrary(path)
    g = Game("klondike32", seed=4)

    def no_rename(src, dst):
        raise OSError(38, "Function not implemented")

    monkeypatch.setattr(os, "replace", no_rename)
    g.play(g.legal_moves()[0])
    gid = lib.track(g)
    assert MemoryLibrary(path).record(gid)["moves"] == [str(g.moves[0])]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.json"]  # no .tmp left


# ---------------------------------------------------------------------------- the suites

#: the plugin of the child pytest: Pyodide's limits, and a record of what was attempted
PLUGIN = '''
import json, os, subprocess, sys, threading
import multiprocessing.process

ATTEMPTS = []

def _ours():
    """True when the package (not pytest, not IPython) is the caller."""
    frame = sys._getframe(2)
    while frame is not None:
        name = frame.f_globals.get("__name__", "")
        if name.startswith("solitaire_widget"):
            return True
        frame = frame.f_back
    return False

class NoSqlite:
    def find_spec(self, name, path=None, target=None):
        if name in ("sqlite3", "_sqlite3") or name.startswith("sqlite3."):
            if _ours():
                ATTEMPTS.append("import " + name)
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, NoSqlite())
sys.modules.pop("sqlite3", None)

def _thread_start(self, *a, **k):
    ATTEMPTS.append("thread " + self.name)
    raise RuntimeError("can't start new thread")

def _process_start(self, *a, **k):
    ATTEMPTS.append("process")
    raise RuntimeError("processes are not supported here")

def _popen(self, *a, **k):
    ATTEMPTS.append("subprocess")
    raise OSError("subprocesses are not supported here")

threading.Thread.start = _thread_start
multiprocessing.process.BaseProcess.start = _process_start
subprocess.Popen.__init__ = _popen

def pytest_sessionfinish(session, exitstatus):
    out = {"attempts": ATTEMPTS, "sqlite3": "sqlite3" in sys.modules,
           "modules": sorted(m for m in sys.modules if m.startswith("solitaire_widget"))}
    with open(os.environ["PYODIDE_MODE_REPORT"], "w") as fh:
        json.dump(out, fh)
'''

#: tests of those suites that can't hold in this mode, and why
NOT_IN_THIS_MODE = [
    # without an event loop the slices run at once: there is no "checking…" to see
    "test_live_status_default_and_toggle",
    # the engine's own 9 s stuck search, run by the test itself to compare: too slow here
    "slow-playing",
]


def test_the_widget_suites_pass_in_pyodide_mode(tmp_path):
    """tests/test_widget.py, test_public_state.py and this file's own tests, in a child
    pytest where threads, processes and sqlite3 fail as in Pyodide: they pass (the widgets
    record into the MemoryLibrary), and the package tried none of them. (test_library.py
    imports sqlite3 itself: its tests run on both stores in the normal run.)"""
    (tmp_path / "pyodide_like.py").write_text(textwrap.dedent(PLUGIN), encoding="utf-8")
    report = tmp_path / "report.json"
    env = {
        **os.environ,
        _platform.ENV: "browser",
        "PYODIDE_MODE_REPORT": str(report),
        "PYTHONPATH": os.pathsep.join([str(tmp_path), ROOT]),
    }
    deselect = " and ".join(f"not {name}" for name in NOT_IN_THIS_MODE)
    cmd = [
        sys.executable, "-m", "pytest", "-q", "-x", "-p", "pyodide_like", "-p", "no:cacheprovider",
        "--basetemp", str(tmp_path / "pt"), "-m", "not browser",
        "-k", f"{deselect} and not test_the_widget_suites_pass_in_pyodide_mode"
        " and not test_the_probes_answer_as_pyodide_when_told",
        "tests/test_widget.py", "tests/test_public_state.py", "tests/test_pyodide_mode.py",
    ]  # fmt: skip
    run = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    got = json.loads(report.read_text(encoding="utf-8"))
    assert got["attempts"] == [] and got["sqlite3"] is False
    assert "solitaire_widget.game_library" in got["modules"]  # the library was used
