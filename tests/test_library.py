"""The SQLite game library: written after every move, undo-aware, resumable, with stats."""

from __future__ import annotations

import os
import sqlite3

import pytest

import solitaire_widget as sw
from solitaire_widget import Game
from solitaire_widget.game_library import (
    ENV_VAR,
    SCHEMA_VERSION,
    Library,
    LibraryError,
    default_path,
    library,
)
from solitaire_widget.record import from_record
from solitaire_widget.widget import SolitaireWidget


def moves_on_disk(path, game_id) -> list[str]:
    """Read the moves with a second, independent connection (what a new kernel would see)."""
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT move FROM moves WHERE game_id = ? ORDER BY ply", (game_id,))
        return [r[0] for r in rows]


def send(w, content):
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def test_widget_writes_every_move_and_undo_removes(tmp_path):
    path = tmp_path / "lib.sqlite3"
    lib = Library(path)
    w = SolitaireWidget("klondike", seed=1, library=lib)
    gid = w.library_id
    assert gid is not None and moves_on_disk(path, gid) == []
    # from the browser ...
    send(w, {"kind": "move", "src": "t1", "dst": "t7", "count": 1, "version": w._table["version"]})
    assert moves_on_disk(path, gid) == ["t1-t7"]  # committed: another connection sees it
    send(w, {"kind": "stock", "version": w._table["version"]})
    assert moves_on_disk(path, gid) == ["t1-t7", "s-w"]
    # ... and from Python, straight on the game
    w.game.play("s-w")
    assert moves_on_disk(path, gid) == ["t1-t7", "s-w", "s-w"]
    send(w, {"kind": "undo"})
    assert moves_on_disk(path, gid) == ["t1-t7", "s-w"]
    w.game.undo()
    w.game.play("s-w")  # a different history after an undo replaces the stored one
    assert moves_on_disk(path, gid) == ["t1-t7", "s-w"]
    row = lib.games()[0]
    assert (row["id"], row["variant"], row["deal"], row["moves"], row["result"]) == (
        gid,
        "klondike",
        1,
        2,
        "playing",
    )
    assert row["options"] == w.game.options


def test_illegal_move_writes_nothing(tmp_path):
    path = tmp_path / "lib.sqlite3"
    w = SolitaireWidget("klondike", seed=1, library=Library(path))
    send(w, {"kind": "move", "src": "t2", "dst": "t1", "count": 1, "version": w._table["version"]})
    assert w._table["message"]["kind"] == "error"
    assert moves_on_disk(path, w.library_id) == []


def test_kernel_crash_loses_nothing(tmp_path):
    """A second process-like connection opened mid-game sees every move played so far,
    without the first one closing (as if the kernel had died right now)."""
    path = tmp_path / "lib.sqlite3"
    lib = Library(path)
    g = Game("matrimony", seed=4)
    w = SolitaireWidget(g, library=lib)
    played = []
    for _ in range(5):
        m = next(m for m in g.legal_moves())
        w.play(m)
        played.append(str(m))
        other = Library(path)  # a fresh connection: a new kernel after a crash
        assert other.record(w.library_id)["moves"] == played
        other.close()
    resumed = Library(path).resume(w.library_id)
    assert resumed.state_key() == g.state_key()


def test_resume_reproduces_the_position_and_keeps_recording(tmp_path):
    path = tmp_path / "lib.sqlite3"
    lib = Library(path)
    w = SolitaireWidget("klondike32", seed=12, library=lib, tableau_direction="up")
    for _ in range(6):
        w.play(w.game.legal_moves()[-1])
    gid, key = w.library_id, w.game.state_key()
    g = lib.resume(gid)
    assert g is not w.game and g.state_key() == key and g.moves == w.game.moves
    assert g.options["tableau_direction"] == "up" and g.seed == 12
    w2 = SolitaireWidget(g, library=lib)
    assert w2.library_id == gid  # the same row, not a new game
    w2.play(g.legal_moves()[0])
    assert len(moves_on_disk(path, gid)) == 7 and len(lib.games()) == 1


def test_record_is_a_valid_game_record():
    lib = Library(":memory:")
    g = Game("klondike", seed=3)
    gid = lib.track(g)
    for m in ("s-w", "s-w"):
        g.play(m)
        lib.track(g)
    rec = lib.record(gid)
    assert rec["format"] == "solitaire-record" and rec["moves"] == ["s-w", "s-w"]
    assert rec["deck"] == [c.code2 for c in g.deck] and rec["seed"] == 3
    assert rec["meta"]["library_id"] == gid
    assert from_record(rec).state_key() == g.state_key()


def test_bad_ids_raise_clear_errors():
    lib = Library(":memory:")
    with pytest.raises(LibraryError, match="no game 99"):
        lib.record(99)
    with pytest.raises(LibraryError, match="no game 99"):
        lib.resume(99)
    with pytest.raises(LibraryError, match="whole number"):
        lib.record("1")
    with pytest.raises(LibraryError, match="whole number"):
        lib.resume(True)
    with pytest.raises(LibraryError, match="unknown variant"):
        lib.stats("freecell")
    assert isinstance(LibraryError("x"), ValueError)


def test_stats_and_streaks():
    lib = Library(":memory:")
    db = lib._db
    # won, won, stuck, won, won, won, playing (in progress: doesn't break the streak)
    for result in ["won", "won", "stuck", "won", "won", "won", "playing"]:
        g = Game("matrimony", seed=1)
        g.play("s-t")
        gid = lib.track(g, result=result)
    g = Game("matrimony", seed=2)
    lib.track(g)  # no move yet: not counted as played
    g = Game("klondike", seed=1)
    g.play("s-w")
    lib.track(g, result="stuck")
    s = lib.stats("matrimony")
    assert s == {
        "played": 7,
        "won": 5,
        "win_rate": 5 / 7,
        "current_streak": 3,
        "best_streak": 3,
    }
    assert lib.stats("huwelijk") == s  # aliases name the same variant
    every = lib.stats()
    assert set(every) == {"matrimony", "klondike"}
    assert every["klondike"] == {
        "played": 1,
        "won": 0,
        "win_rate": 0.0,
        "current_streak": 0,
        "best_streak": 0,
    }
    assert lib.stats("klondike32")["played"] == 0
    assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 9
    assert gid in [r["id"] for r in lib.games("matrimony")]


def test_won_game_is_recorded_as_won():
    from tests.test_widget import AUTO_FINISH_LINE

    lib = Library(":memory:")
    w = SolitaireWidget("klondike32", seed=5, draw_count=1, library=lib)
    for m in AUTO_FINISH_LINE:
        w.play(m)
    send(w, {"kind": "auto_finish"})
    assert w.game.is_won()
    row = lib.games()[0]
    assert row["result"] == "won" and row["moves"] == len(w.game.moves)
    assert lib.stats("klondike32")["won"] == 1


def test_schema_version_and_newer_schema_refused(tmp_path):
    path = tmp_path / "lib.sqlite3"
    Library(path).close()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(LibraryError, match="schema version"):
        Library(path)


def test_not_a_database_is_a_clear_error(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("this is not sqlite " * 100)
    with pytest.raises(LibraryError, match="can't open the game library"):
        Library(path)


def test_memory_library_is_shared_in_the_process(library_path):
    assert os.environ[ENV_VAR] == ":memory:" == library_path
    assert default_path() == ":memory:"
    assert library() is library() is sw.library()
    w = sw.play("matrimony", seed=8)
    w.play(w.game.legal_moves()[0])
    ids = [r["id"] for r in sw.library().games()]
    assert w.library_id in ids and w.library is sw.library()


def test_default_path_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.delenv(ENV_VAR)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr("sys.platform", "linux")
    assert default_path() == str(tmp_path / "solitaire_widget" / "library.sqlite3")


def test_widget_without_library_and_with_a_path(tmp_path):
    w = SolitaireWidget("klondike", seed=1, library=None)
    w.play("t1-t7")
    assert w.library is None and w.library_id is None
    path = tmp_path / "sub" / "dir" / "games.sqlite3"  # folders are created
    w = SolitaireWidget("klondike", seed=1, library=str(path))
    w.play("t1-t7")
    assert moves_on_disk(path, w.library_id) == ["t1-t7"]


def test_unwritable_library_does_not_stop_play(tmp_path, caplog):
    lib = Library(tmp_path / "lib.sqlite3")
    w = SolitaireWidget("klondike", seed=1, library=lib)
    lib.close()  # every write now fails
    w.play("t1-t7")
    assert w.game.moves[-1].dst == "t7" and w._table["move_count"] == 1
    assert "could not save the game" in caplog.text
