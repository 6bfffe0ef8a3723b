"""The SQLite game library: written after every move, undo-aware, resumable, with stats.

The tests that use the ``store`` fixture run twice: on the SQLite :class:`Library` and on
the :class:`MemoryLibrary` that takes its place where ``sqlite3`` is missing (Pyodide), kept
in a JSON file so that "a new kernel" (a second object on the same file) can read it back.
"""

from __future__ import annotations

import json
import logging
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile

import pytest

import solitaire_widget as sw
from solitaire_widget import Game
from solitaire_widget.game_library import (
    ENV_VAR,
    SCHEMA_VERSION,
    Library,
    LibraryError,
    MemoryLibrary,
    default_path,
    library,
)
from solitaire_widget.record import from_record
from solitaire_widget.widget import SolitaireWidget
from tests.helpers import any_result, random_changes, reference_stats

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def moves_on_disk(path, game_id) -> list[str]:
    """Read the moves with a second, independent connection (what a new kernel would see)."""
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT move FROM moves WHERE game_id = ? ORDER BY ply", (game_id,))
        return [r[0] for r in rows]


def send(w, content):
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


class Store:
    """One kind of library: ``open(path)`` a library on a file (None: in memory),
    ``moves(path, gid)`` what a new kernel reads back, ``path(tmp_path)`` a file name."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.suffix = ".sqlite3" if kind == "sqlite" else ".json"
        self.cls = Library if kind == "sqlite" else MemoryLibrary

    def open(self, path=None):
        return self.cls(":memory:" if path is None else path)

    def path(self, tmp_path, name: str = "lib"):
        return tmp_path / (name + self.suffix)

    def moves(self, path, game_id) -> list[str]:
        if self.kind == "sqlite":
            return moves_on_disk(path, game_id)
        return [str(m) for m in MemoryLibrary(path).resume(game_id).moves]


@pytest.fixture(params=["sqlite", "memory"])
def store(request) -> Store:
    """Each kind of game library in turn (SQLite, and the one used without sqlite3)."""
    return Store(request.param)


def test_widget_writes_every_move_and_undo_removes(tmp_path, store):
    path = store.path(tmp_path)
    lib = store.open(path)
    moves_on_disk = store.moves
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


def test_illegal_move_writes_nothing(tmp_path, store):
    path = store.path(tmp_path)
    w = SolitaireWidget("klondike", seed=1, library=store.open(path))
    send(w, {"kind": "move", "src": "t2", "dst": "t1", "count": 1, "version": w._table["version"]})
    assert w._table["message"]["kind"] == "error"
    assert store.moves(path, w.library_id) == []


def test_kernel_crash_loses_nothing(tmp_path, store):
    """A second process-like connection opened mid-game sees every move played so far,
    without the first one closing (as if the kernel had died right now)."""
    path = store.path(tmp_path)
    lib = store.open(path)
    g = Game("matrimony", seed=4)
    w = SolitaireWidget(g, library=lib)
    played = []
    for _ in range(5):
        m = next(m for m in g.legal_moves())
        w.play(m)
        played.append(str(m))
        other = store.open(path)  # a fresh connection: a new kernel after a crash
        assert other.record(w.library_id)["moves"] == played
        other.close()
    resumed = store.open(path).resume(w.library_id)
    assert resumed.state_key() == g.state_key()


def test_resume_reproduces_the_position_and_keeps_recording(tmp_path, store):
    path = store.path(tmp_path)
    lib = store.open(path)
    moves_on_disk = store.moves
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


def test_record_is_a_valid_game_record(store):
    lib = store.open()
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


def test_bad_ids_raise_clear_errors(store):
    lib = store.open()
    with pytest.raises(LibraryError, match="no game 99"):
        lib.record(99)
    with pytest.raises(LibraryError, match="no game 99"):
        lib.resume(99)
    with pytest.raises(LibraryError, match="whole number"):
        lib.record("1")
    with pytest.raises(LibraryError, match="whole number"):
        lib.resume(True)
    # past SQLite's 64-bit ids, and past Python's printable digits: still no such game
    for huge, shown in ((2**63, "9223372036854775808"), (-(10**5000), "an integer of 16610 bits")):
        for method in (lib.record, lib.resume):
            with pytest.raises(LibraryError, match=f"no game {shown} in the library"):
                method(huge)
    with pytest.raises(LibraryError, match="unknown variant"):
        lib.stats("freecell")
    assert isinstance(LibraryError("x"), ValueError)


def test_stats_and_streaks(store, monkeypatch):
    any_result(monkeypatch)  # results drawn at will, not played to
    lib = store.open()
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
    first = ("played", "won", "win_rate", "current_streak", "best_streak")
    assert {k: s[k] for k in first} == {
        "played": 7,
        "won": 5,
        "win_rate": 5 / 7,
        "current_streak": 3,
        "best_streak": 3,
    }
    assert lib.stats("huwelijk") == s  # aliases name the same variant
    every = lib.stats()
    assert set(every) == {"matrimony", "klondike"}
    assert {k: every["klondike"][k] for k in first} == {
        "played": 1,
        "won": 0,
        "win_rate": 0.0,
        "current_streak": 0,
        "best_streak": 0,
    }
    assert lib.stats("klondike32")["played"] == 0
    assert len(lib.games()) == 9
    assert gid in [r["id"] for r in lib.games("matrimony")]


def test_won_game_is_recorded_as_won(store):
    from tests.test_widget import AUTO_FINISH_LINE

    lib = store.open()
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


def test_a_path_no_file_system_opens_is_refused_before_anything_is_made(tmp_path):
    # no file system opens it, and every message would quote it whole
    long = str(tmp_path / ("x" * 100_000))
    for open_ in (Library, sw.library):
        with pytest.raises(
            LibraryError, match=r"at most 4096 characters, not .*\(1000\d\d characters\)"
        ):
            open_(long)
        with pytest.raises(LibraryError, match="a library path is text, not bytes"):
            open_(os.fsencode(tmp_path / "lib.sqlite3"))
    assert not list(tmp_path.iterdir())


def test_memory_library_is_shared_in_the_process(library_path):
    assert os.environ[ENV_VAR] == ":memory:" == library_path
    assert default_path() == ":memory:"
    assert library() is library() is sw.library()
    w = sw.play("matrimony", seed=8)
    w.play(w.game.legal_moves()[0])
    ids = [r["id"] for r in sw.library().games()]
    assert w.library_id in ids and w.library is sw.library()


def test_a_closed_library_is_opened_again_not_handed_out(tmp_path, store, monkeypatch):
    # (an audit) library(path) gave back the object closed before: every later call on it
    # failed, and after library().close() every new table only logged "could not save"
    path = str(store.path(tmp_path))
    monkeypatch.setenv(ENV_VAR, path)
    first = library()
    assert library(path) is first
    first.close()
    again = library()
    assert again is not first and again is library(path) and again.games() == []
    w = sw.play("klondike32", seed=2, live_status=False)
    w.play("s-w")
    assert w.library is again and [r["moves"] for r in again.games()] == [1]
    assert w.stats()["played"] == 1
    again.close()


def test_default_path_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.delenv(ENV_VAR)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr("sys.platform", "linux")
    assert default_path() == str(tmp_path / "solitaire_widget" / "library.sqlite3")


def test_widget_without_library_and_with_a_path(tmp_path, store):
    w = SolitaireWidget("klondike", seed=1, library=None)
    w.play("t1-t7")
    assert w.library is None and w.library_id is None
    path = store.path(tmp_path / "sub" / "dir", "games")  # folders are created
    w = SolitaireWidget("klondike", seed=1, library=str(path))  # the kind follows the name
    w.play("t1-t7")
    assert type(w.library) is store.cls
    assert store.moves(path, w.library_id) == ["t1-t7"]


def test_unwritable_library_does_not_stop_play(tmp_path, caplog, store):
    lib = store.open(store.path(tmp_path))
    w = SolitaireWidget("klondike", seed=1, library=lib)
    lib.close()  # every write now fails
    w.play("t1-t7")
    assert w.game.moves[-1].dst == "t7" and w._table["move_count"] == 1
    assert "could not save the game" in caplog.text


# ---------------------------------------------------------------------- deal numbers >= 2**63


@pytest.mark.parametrize("seed", [0, 2**63 - 1, 2**63, 2**64 - 1])
def test_every_deal_number_is_saved_and_read_back(tmp_path, seed, store):
    """SQLite's INTEGER stops at 2**63 - 1; the engine's deal numbers run to 2**64 - 1."""
    path = store.path(tmp_path)
    lib = store.open(path)
    w = SolitaireWidget("klondike", seed=seed, library=lib)
    w.play(w.game.legal_moves()[0])
    gid = w.library_id
    assert store.moves(path, gid) == [str(m) for m in w.game.moves]
    lib.close()
    other = store.open(path)  # a new kernel
    assert other.games()[0]["deal"] == seed and type(other.games()[0]["deal"]) is int
    rec = other.record(gid)
    assert rec["seed"] == seed
    assert from_record(rec).state_key() == w.game.state_key()
    g = other.resume(gid)
    assert g.seed == seed and g.state_key() == w.game.state_key()


# the schema of version 1 (before deal numbers became text), as files written then hold it
V1_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT, variant TEXT NOT NULL, options TEXT NOT NULL,
    seed INTEGER, shuffle TEXT NOT NULL, deck TEXT NOT NULL, started TEXT NOT NULL,
    updated TEXT NOT NULL, moves INTEGER NOT NULL DEFAULT 0,
    result TEXT NOT NULL DEFAULT 'playing');
CREATE TABLE moves (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, ply INTEGER NOT NULL,
    move TEXT NOT NULL, played TEXT NOT NULL, PRIMARY KEY (game_id, ply));
CREATE INDEX games_variant ON games (variant, started);
PRAGMA user_version = 1;
"""


def write_v1_library(path, games):
    """A schema-1 file holding ``games`` (live Game objects), ids 1, 2, …"""
    with sqlite3.connect(path) as db:
        db.executescript(V1_SCHEMA)
        for k, g in enumerate(games):
            now = f"2026-11-0{k + 1}T10:00:00.000+00:00"
            db.execute(
                "INSERT INTO games (variant, options, seed, shuffle, deck, started, updated,"
                " moves, result) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'playing')",
                (
                    g.variant,
                    json.dumps(dict(g.options), sort_keys=True),
                    g.seed,
                    g.shuffle_version,
                    " ".join(c.code2 for c in g.deck),
                    now,
                    now,
                    len(g.moves),
                ),
            )
            gid = db.execute("SELECT max(id) FROM games").fetchone()[0]
            db.executemany(
                "INSERT INTO moves VALUES (?, ?, ?, ?)",
                [(gid, i, str(m), now) for i, m in enumerate(g.moves)],
            )
        # as if two later games had been deleted: ids are never reused
        db.execute("UPDATE sqlite_sequence SET seq = seq + 2 WHERE name = 'games'")


def test_a_version_1_library_is_migrated_and_reads_back(tmp_path):
    path = tmp_path / "old.sqlite3"
    rng = random.Random(3)
    old = []
    for variant, seed in [("klondike", 7), ("matrimony", 2**63 - 1), ("klondike32", 0)]:
        g = Game(variant, seed=seed)
        for _ in range(12):
            if not g.legal_moves():
                break
            g.play(rng.choice(g.legal_moves()))
        old.append(g)
    write_v1_library(path, old)
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT typeof(seed) FROM games").fetchall() == [("integer",)] * 3
    lib = Library(path)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 2
        assert db.execute("SELECT typeof(seed) FROM games").fetchall() == [("text",)] * 3
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    rows = sorted(lib.games(), key=lambda r: r["id"])
    assert [(r["id"], r["variant"], r["deal"], r["moves"]) for r in rows] == [
        (k + 1, g.variant, g.seed, len(g.moves)) for k, g in enumerate(old)
    ]
    for k, g in enumerate(old):
        assert lib.record(k + 1)["moves"] == [str(m) for m in g.moves]  # moves survived
        assert lib.resume(k + 1).state_key() == g.state_key()
    # it goes on working as a version-2 library: a new game takes a never-used id
    g = Game("klondike", seed=2**64 - 1)
    g.play("s-w")
    assert lib.track(g) == len(old) + 3
    lib.close()
    assert Library(path).games()[0]["deal"] == 2**64 - 1  # opening again migrates nothing


def test_a_version_1_file_without_the_library_columns_is_refused(tmp_path):
    path = tmp_path / "odd.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript("CREATE TABLE games (id INTEGER); CREATE TABLE moves (x);")
        db.execute("PRAGMA user_version = 1")
    with pytest.raises(LibraryError, match=f"{path}.*missing columns: deck"):
        Library(path)


# ---------------------------------------------------------------------- every sqlite error


def make_library(path, games=12, seed=1) -> list[int]:
    lib = Library(path)
    rng = random.Random(seed)
    ids = []
    for k in range(games):
        g = Game(["klondike", "klondike32", "matrimony"][k % 3], seed=rng.randrange(2**64))
        ids.append(lib.track(g))
        for _ in range(rng.randrange(30)):
            if not g.legal_moves():
                break
            g.play(rng.choice(g.legal_moves()))
            lib.track(g)
    lib.close()  # checkpoints the WAL: everything is in the one file
    return ids


def use_library(path) -> None:
    """Everything a user does with a library: open, list, stats, read, resume, play on."""
    lib = Library(path)
    try:
        rows = lib.games()
        lib.stats()
        for r in rows[:6]:
            lib.record(r["id"])
            g = lib.resume(r["id"])
            if g.legal_moves():
                g.play(g.legal_moves()[0])
                lib.track(g)
        g = Game("klondike", seed=9)
        lib.track(g)
        g.play("s-w")
        lib.track(g)
    finally:
        lib.close()


def test_garbage_pages_are_a_library_error(tmp_path):
    """Overwrite whole pages (and a few bytes) of a copy of a real library with garbage:
    whatever SQLite makes of it, the caller sees a LibraryError or a working library."""
    base = tmp_path / "base.sqlite3"
    make_library(base)
    pages = base.stat().st_size // 4096
    assert pages >= 8
    rng = random.Random(2026)
    errors = 0
    for trial in range(60):
        path = tmp_path / f"copy{trial}.sqlite3"
        shutil.copy(base, path)
        with open(path, "r+b") as f:
            for _ in range(rng.randint(1, 3)):
                page = rng.randrange(pages)
                if rng.random() < 0.5:
                    f.seek(page * 4096)
                    f.write(rng.randbytes(4096))
                else:
                    f.seek(page * 4096 + rng.randrange(4080))
                    f.write(rng.randbytes(rng.randint(1, 16)))
        try:
            use_library(path)
        except LibraryError as exc:
            assert str(path) in str(exc)
            errors += 1
    assert errors >= 20  # the garbage did hit something
    # every page but the header page destroyed: certainly an error, naming the file
    path = tmp_path / "wrecked.sqlite3"
    shutil.copy(base, path)
    with open(path, "r+b") as f:
        f.seek(4096)
        f.write(random.Random(1).randbytes((pages - 1) * 4096))
    with pytest.raises(LibraryError, match="wrecked.sqlite3"):
        use_library(path)


def test_another_programs_database_is_refused_untouched(tmp_path):
    path = tmp_path / "notes.db"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
        db.execute("INSERT INTO notes (body) VALUES ('keep me')")
    before = path.read_bytes()
    with pytest.raises(LibraryError, match=r"notes\.db is an SQLite database but not .*notes"):
        Library(path)
    assert path.read_bytes() == before  # no tables of ours written into it
    # the same with a schema version set by the other program
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 7")
    with pytest.raises(LibraryError, match="not a solitaire_widget game library"):
        Library(path)


def test_a_damaged_row_is_a_library_error_naming_the_game(tmp_path):
    path = tmp_path / "lib.sqlite3"
    lib = Library(path)
    g = Game("klondike", seed=4)
    g.play("s-w")
    gid = lib.track(g)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET options = '{\"draw_count\": 3' WHERE id = ?", (gid,))
    for read in (lib.games, lambda: lib.record(gid), lambda: lib.resume(gid)):
        with pytest.raises(LibraryError, match=f"game {gid} in the library {path}.*options"):
            read()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET options = '[3]' WHERE id = ?", (gid,))
    with pytest.raises(LibraryError, match="options is not a JSON object"):
        lib.games()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET options = '{}', seed = 'seven' WHERE id = ?", (gid,))
    with pytest.raises(LibraryError, match="seed is not a deal number"):
        lib.record(gid)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET seed = '7', moves = 'x' WHERE id = ?", (gid,))
    with pytest.raises(LibraryError, match="moves is not a count"):
        lib.games()


def edit_row(store, path, gid, **columns) -> None:
    """Change columns of game ``gid`` on disk, as a hand edit or a damaged file would."""
    if store.kind == "sqlite":
        with sqlite3.connect(path) as db:
            for column, value in columns.items():
                db.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (value, gid))
        return
    data = json.loads(path.read_text(encoding="utf-8"))
    row = next(r for r in data["games"] if r["id"] == gid)
    row.update(columns)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_deep_options_and_damaged_stats_rows_are_library_errors(tmp_path, store):
    # options nested 100,000 deep used to escape as a RecursionError, and stats() read
    # the rows without games()'s checks (a TypeError or ValueError for a bad count)
    path = store.path(tmp_path)
    g = Game("klondike", seed=4)
    g.play("s-w")
    gid = store.open(path).track(g)
    edit_row(store, path, gid, options="[" * 100_000 + "]" * 100_000)
    if store.kind == "sqlite":
        lib = store.open(path)
        for read in (lib.games, lib.stats, lambda: lib.record(gid)):
            with pytest.raises(LibraryError, match=f"game {gid} .*options is JSON nested too"):
                read()
        edit_row(store, path, gid, options="{}", moves="abc")
        with pytest.raises(LibraryError, match=f"game {gid} .*moves is not a count"):
            lib.stats()
    else:
        with pytest.raises(LibraryError, match=f"game {gid} .*options is JSON nested too"):
            store.open(path)


def test_a_won_game_with_one_dated_and_one_undated_time_has_no_best_time(
    tmp_path, store, monkeypatch
):
    any_result(monkeypatch)  # results drawn at will, not played to
    path = store.path(tmp_path)
    g = Game("klondike", seed=4)
    g.play("s-w")
    gid = store.open(path).track(g, result="won")
    edit_row(store, path, gid, started="2024-01-01T00:00:00")  # no time zone: naive
    stats = store.open(path).stats("klondike")
    assert (stats["won"], stats["best_time"]) == (1, None)


def test_the_saved_line_follows_play_undo_and_redo_in_any_order(tmp_path, store):
    # a save works out what changed from the history's entries, not by copying the line
    # at every move (quadratic over a game): undo, redo, a different move, a resume
    lib = store.open(tmp_path / ("walk" + store.suffix))
    rng = random.Random(5)
    for seed in range(4):
        g = Game("klondike", seed=seed, draw_count=1)
        gid = lib.track(g)
        for _ in range(150):
            random_changes(g, rng, 4, undo=0.3, redo=0.15)  # a few between two saves
            assert lib.track(g) == gid
            if rng.random() < 0.1:
                assert store.moves(store.path(tmp_path, "walk"), gid) == [str(m) for m in g.moves]
        assert store.moves(store.path(tmp_path, "walk"), gid) == [str(m) for m in g.moves]
        again = lib.resume(gid)  # a resumed game goes on where it stopped
        again.play(again.legal_moves()[0]) if again.legal_moves() else again.undo()
        lib.track(again)
        assert store.moves(store.path(tmp_path, "walk"), gid) == [str(m) for m in again.moves]


def test_a_move_count_that_disagrees_with_the_line_is_damage(tmp_path, store):
    # a row saying 500 moves after one would count a 500-move win in stats()
    path = store.path(tmp_path)
    g = Game("klondike", seed=4)
    g.play("s-w")
    gid = store.open(path).track(g)
    edit_row(store, path, gid, moves=500)
    if store.kind == "sqlite":
        lib = store.open(path)
        for read in (lambda: lib.record(gid), lambda: lib.resume(gid)):
            with pytest.raises(LibraryError, match=f"game {gid} .*moves is 500 but it has 1"):
                read()
    else:
        with pytest.raises(LibraryError, match=f"game {gid} .*moves is 500 but it has 1"):
            store.open(path)


def json_library(tmp_path, games=2):
    path = tmp_path / "lib.json"
    lib = MemoryLibrary(path)
    for seed in range(games):
        g = Game("klondike", seed=seed)
        g.play("s-w")
        lib.track(g)
    lib.close()  # the journal folded into the file: every game in it
    return path, json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "damage, problem",
    [
        (lambda d: d["games"][1].update(id=1), "two games have the id 1"),
        (lambda d: d["games"][0].update(id=True), "game True .*id is True"),
        (lambda d: d["games"][0].update(id=2**70), "id is 1180591620717411303424"),
        (lambda d: d["games"][0].update(comments={"1" * 5000: "x"}), "game 1 .*damaged"),
        (lambda d: d.update(version=True), "has version True"),
    ],
    ids=["duplicate id", "bool id", "id past SQLite", "5000-digit comment key", "bool version"],
)
def test_a_damaged_json_library_is_refused_whole_and_left_as_it_is(tmp_path, damage, problem):
    # a duplicate id used to keep one of the two games and erase the other at the next
    # write; the 5,000-digit key escaped as Python's digit-limit ValueError
    path, data = json_library(tmp_path)
    damage(data)
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LibraryError, match=problem):
        MemoryLibrary(path)
    assert path.read_text(encoding="utf-8") == text


def test_a_read_only_uri_reads_but_refuses_writes(tmp_path):
    path = tmp_path / "lib.sqlite3"
    ids = make_library(path, games=3)
    lib = Library(f"file:{path}?mode=ro")
    assert sorted(r["id"] for r in lib.games()) == ids
    g = lib.resume(ids[0])
    g.play(g.legal_moves()[0])
    with pytest.raises(LibraryError, match=f"can't save .*{path}.*readonly"):
        lib.track(g)
    assert lib.id_of(g) == ids[0]  # nothing half-changed
    with pytest.raises(LibraryError, match="readonly"):
        lib.track(Game("klondike", seed=1))


RO_CHILD = """
import os, sys
import solitaire_widget as sw
import solitaire_widget.record, solitaire_widget.rulesets, solitaire_widget.snapshot
from solitaire_widget.game_library import Library, LibraryError
sw.Game("klondike", seed=1)
if os.geteuid() == 0:  # root writes anywhere: drop to nobody, after the imports
    os.setgid(65534)
    os.setuid(65534)
try:
    lib = Library(sys.argv[1])
    g = lib.resume(lib.games()[0]["id"])
    g.play("s-w")
    lib.track(g)
    print("saved")
except LibraryError as exc:
    print("LibraryError:", exc)
"""


def test_a_read_only_file_is_a_library_error():
    """A file mode 0444 in a folder the process can't write to, opened by a real process
    (as nobody when the tests run as root, since root ignores file modes)."""
    folder = tempfile.mkdtemp(prefix="sw-ro-")
    try:
        os.chmod(folder, 0o755)
        path = os.path.join(folder, "lib.sqlite3")
        make_library(path, games=2)
        os.chmod(path, 0o444)
        os.chmod(folder, 0o555)
        out = subprocess.run(
            [sys.executable, "-c", RO_CHILD, path],
            capture_output=True,
            text=True,
            timeout=120,
            cwd=ROOT,
        )
        assert out.returncode == 0, out.stderr
        assert out.stdout.startswith("LibraryError:") and path in out.stdout
        assert "readonly" in out.stdout
    finally:
        os.chmod(folder, 0o755)
        shutil.rmtree(folder)


def test_a_folder_in_place_of_the_file_and_a_closed_library(tmp_path):
    folder = tmp_path / "lib.sqlite3"
    folder.mkdir()
    with pytest.raises(LibraryError, match=f"can't open the game library {folder}"):
        Library(folder)
    lib = Library(tmp_path / "ok.sqlite3")
    lib.close()
    lib.close()  # twice is harmless
    for call in (lib.games, lib.stats, lambda: lib.record(1), lambda: lib.track(Game("klondike"))):
        with pytest.raises(LibraryError, match="ok.sqlite3 is closed"):
            call()


# ---------------------------------------------------------------------- two writers

WRITER = """
import json, sys
from solitaire_widget.game_library import Library
lib = Library(sys.argv[1])
game = lib.resume(int(sys.argv[2]))
print("ready", flush=True)
for line in sys.stdin:
    word, *rest = line.split()
    if word == "play":  # a move, or the first / last legal move
        legal = game.legal_moves()
        game.play({"first": legal[0], "last": legal[-1]}.get(rest[0], rest[0]))
    elif word == "undo":
        game.undo()
    gid = lib.track(game)
    print(json.dumps({"id": gid, "moves": [str(m) for m in game.moves]}), flush=True)
"""


class Writer:
    """A separate Python process holding one resumed library game, driven line by line."""

    def __init__(self, path, gid) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), str(gid)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        assert self.proc.stdout.readline().strip() == "ready"

    def send(self, line: str) -> dict:
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline()
        assert answer, "the writer process died"
        return json.loads(answer)

    def close(self) -> None:
        self.proc.stdin.close()
        assert self.proc.wait(timeout=60) == 0
        self.proc.stdout.close()  # else a ResourceWarning when it is collected


def test_two_processes_on_one_game_lose_no_line(tmp_path):
    path = tmp_path / "lib.sqlite3"
    lib = Library(path)
    g = Game("klondike", seed=1, draw_count=1)
    for m in ("t1-t7", "s-w"):
        g.play(m)
    gid = lib.track(g)
    assert len(g.legal_moves()) >= 2
    a, b = Writer(path, gid), Writer(path, gid)
    try:
        # the same move in both: one line, nothing to branch
        first = a.send("play first")
        assert b.send("play first") == first and first["id"] == gid
        # then the lines part: A saves first and keeps the game, B's line becomes a branch
        line_a = a.send("play first")
        line_b = b.send("play last")
        assert line_a["id"] == gid and line_b["id"] not in (gid, None)
        assert line_a["moves"][:-1] == line_b["moves"][:-1] != line_a["moves"]
        # both play on, each into its own game
        for _ in range(3):
            line_a = a.send("play first")
            line_b = b.send("play last")
        line_b = b.send("undo")
        assert line_a["id"] == gid and len(line_b["moves"]) == len(line_a["moves"]) - 1
    finally:
        a.close()
        b.close()
    assert moves_on_disk(path, gid) == line_a["moves"]
    assert moves_on_disk(path, line_b["id"]) == line_b["moves"]
    rows = {r["id"]: r for r in Library(path).games()}
    assert set(rows) == {gid, line_b["id"]}
    assert rows[line_b["id"]]["parent"] == gid and rows[gid]["parent"] is None
    assert rows[line_b["id"]]["deal"] == 1 and rows[line_b["id"]]["options"]["draw_count"] == 1


def test_two_widgets_in_one_process_branch_too(tmp_path, caplog, store):
    lib = store.open(store.path(tmp_path))
    w = SolitaireWidget("klondike32", seed=3, library=lib)
    w.play(w.game.legal_moves()[0])
    gid = w.library_id
    other = SolitaireWidget(lib.resume(gid), library=lib)
    moves = [str(m) for m in other.game.legal_moves()]
    other.play(moves[0])  # the resumed copy moves the game on
    assert other.library_id == gid
    with caplog.at_level(logging.WARNING, logger="solitaire_widget.game_library"):
        w.play(moves[-1])  # the first widget is behind: its line is kept as a new game
    assert w.library_id != gid and f"game {gid}" in caplog.text
    assert lib.record(gid)["moves"] == [str(m) for m in other.game.moves]
    assert lib.record(w.library_id)["moves"] == [str(m) for m in w.game.moves]


RACER = """
import json, random, sys, time
from solitaire_widget.game_library import Library
lib = Library(sys.argv[1])
game = lib.resume(int(sys.argv[2]))
rng = random.Random(int(sys.argv[3]))
start = float(sys.argv[4])
while time.time() < start:
    time.sleep(0.001)
for _ in range(25):
    legal = game.legal_moves()
    if not legal:
        break
    game.play(rng.choice(legal))
    gid = lib.track(game)
print(json.dumps({"id": lib.id_of(game), "moves": [str(m) for m in game.moves]}))
"""


def test_two_processes_racing_each_keep_their_line(tmp_path):
    """No coordination at all: two processes start on the same game at the same instant
    and play 25 random moves each; each one's final line is on disk, whole."""
    import time

    path = tmp_path / "lib.sqlite3"
    lib = Library(path)
    gid = lib.track(Game("klondike", seed=11, draw_count=1))
    start = time.time() + 3.0  # both children have imported by then
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", RACER, str(path), str(gid), str(seed), str(start)],
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for seed in (1, 2)
    ]
    lines = [json.loads(p.communicate(timeout=120)[0]) for p in procs]
    assert [p.returncode for p in procs] == [0, 0]
    assert lines[0]["moves"] != lines[1]["moves"]
    for line in lines:
        assert moves_on_disk(path, line["id"]) == line["moves"]
    assert len({line["id"] for line in lines}) == 2


def test_a_library_left_open_is_merged_into_its_file_at_exit(tmp_path):
    # a kernel shut down with its library open left every game in library.sqlite3-wal:
    # a copy of the file alone held none of them
    path = tmp_path / "library.sqlite3"
    code = (
        "import solitaire_widget as sw\n"
        "from solitaire_widget.game_library import Library\n"
        f"lib = Library({str(path)!r})\n"
        "g = sw.Game('klondike', seed=1)\n"
        "for _ in range(5):\n"
        "    g.play(g.legal_moves()[0])\n"
        "    lib.track(g)\n"
        # held to the end by a thread (a kernel's own threads hold its objects): never freed
        "import threading, time\n"
        "threading.Thread(target=lambda held=lib: time.sleep(3600), daemon=True).start()\n"
    )
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([root, os.environ.get("PYTHONPATH", "")])}
    subprocess.run([sys.executable, "-c", code], check=True, cwd=tmp_path, env=env, timeout=120)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["library.sqlite3"]
    copy = tmp_path / "copy" / "library.sqlite3"
    copy.parent.mkdir()
    shutil.copy(path, copy)
    assert len(Library(copy).games()) == 1 and moves_on_disk(copy, 1) != []


def test_best_time_is_the_tables_clock_and_a_resumed_game_goes_on_from_it(
    tmp_path, store, monkeypatch
):
    # the statistics' best time was the span from the widget's start to the win: looking
    # at the deal, the table out of sight and the nights between two sittings counted
    import solitaire_widget.widget as widget_mod
    from tests.test_widget import AUTO_FINISH_LINE

    now = [1000.0]
    monkeypatch.setattr(widget_mod, "_now", lambda: now[0])
    path = store.path(tmp_path)
    lib = store.open(path)
    w = SolitaireWidget("klondike32", seed=5, draw_count=1, library=lib)
    now[0] += 300  # looking at the deal
    half = len(AUTO_FINISH_LINE) // 2
    for m in AUTO_FINISH_LINE[:half]:
        now[0] += 2
        w.play(m)
    played = w.elapsed
    gid = lib.games()[0]["id"]
    assert lib.games()[0]["seconds"] == pytest.approx(played) and played < 300
    lib.close()
    # another day, another kernel: the clock goes on from the time played
    lib = store.open(path)
    w = SolitaireWidget(lib.resume(gid), library=lib)
    assert w.elapsed == pytest.approx(played)
    now[0] += 86400  # looking at the game resumed, before its first move here: free
    w.refresh()
    assert w.elapsed == pytest.approx(played) and w._clock["running"] is False
    for m in AUTO_FINISH_LINE[half:]:
        now[0] += 2
        w.play(m)
    send(w, {"kind": "auto_finish"})
    assert w.game.is_won()
    best = lib.stats("klondike32")["best_time"]
    assert best == pytest.approx(w.elapsed) and best < 600
    assert lib.games()[0]["seconds"] == pytest.approx(best)


def test_play_seconds_are_checked_and_older_files_read(tmp_path, store):
    lib = store.open(store.path(tmp_path))
    g = Game("klondike", seed=1)
    g.play(g.legal_moves()[0])
    for bad in (-1, float("nan"), float("inf"), True, "3", 10**9):
        with pytest.raises(ValueError, match="seconds is a number of seconds"):
            lib.track(g, seconds=bad)
    assert lib.games() == []  # nothing written
    gid = lib.track(g, seconds=12.5)
    assert lib.games()[0]["seconds"] == 12.5
    lib.track(g)  # no clock (a script's save): the time saved stays
    assert lib.games()[0]["seconds"] == 12.5 and lib.id_of(g) == gid


def test_a_result_no_record_could_hold_is_refused_and_nothing_written(tmp_path, store):
    # (an audit) any value was stored as the result, and "won" for a game not won counted
    # as a win: the saved game then failed to read back (Replay, record)
    from tests.test_widget import AUTO_FINISH_LINE

    lib = store.open(store.path(tmp_path))
    g = Game("klondike32", seed=9)
    g.play("s-w")
    for bad in ("nope", 5, ["won"], "WON", "", b"won"):
        with pytest.raises(ValueError, match="result is one of won, stuck, playing"):
            lib.track(g, result=bad)
    with pytest.raises(ValueError, match="result 'won' doesn't fit the game: it is not won"):
        lib.track(g, result="won")
    with pytest.raises(ValueError, match="result 'stuck' doesn't fit the game"):
        lib.track(g, result="stuck")
    for bad in (None, "klondike32", g.to_record()):
        with pytest.raises(TypeError, match="game is a Game"):
            lib.track(bad)
    assert lib.games() == [] and lib.stats("klondike32")["played"] == 0  # nothing written
    won = Game("klondike32", seed=5, draw_count=1)
    for m in AUTO_FINISH_LINE:
        won.play(m)
    for m in won.auto_finish_moves():
        won.play(m)
    assert won.is_won()
    with pytest.raises(ValueError, match="result 'playing' doesn't fit the game: it is won"):
        lib.track(won, result="playing")
    gid = lib.track(g, result="playing")
    assert lib.track(won, result="won") != gid
    assert lib.stats("klondike32")["won"] == 1
    for row in lib.games():  # every game saved reads back
        assert from_record(lib.record(row["id"])).is_won() == (row["result"] == "won")


def test_a_library_from_before_the_play_clock_is_read_and_gets_it(tmp_path):
    path = tmp_path / "old.sqlite3"
    lib = Library(path)
    g = Game("klondike", seed=1)
    g.play(g.legal_moves()[0])
    lib.track(g)
    lib.close()
    with sqlite3.connect(path) as db:  # the schema-2 table as it was, without the column
        from solitaire_widget.game_library import _GAMES

        lines = _GAMES.format(name="old").splitlines()
        ddl = "\n".join(
            line.replace("INTEGER,", "INTEGER ") if line.lstrip().startswith("parent") else line
            for line in lines
            if not line.lstrip().startswith("play_seconds")
        )
        columns = [r[1] for r in db.execute("PRAGMA table_info(games)")]
        kept = ", ".join(c for c in columns if c != "play_seconds")
        db.execute("PRAGMA foreign_keys = OFF")
        db.execute(ddl)
        db.execute(f"INSERT INTO old ({kept}) SELECT {kept} FROM games")
        db.execute("DROP TABLE games")
        db.execute("ALTER TABLE old RENAME TO games")
        assert "play_seconds" not in {r[1] for r in db.execute("PRAGMA table_info(games)")}
    uri = f"file:{path}?mode=ro"
    old = Library(uri)  # read-only: read without it
    assert old.games()[0]["seconds"] is None and old.stats("klondike")["played"] == 1
    old.close()
    lib = Library(path)  # opened for writing: the column is added
    g2 = lib.resume(lib.games()[0]["id"])
    g2.play(g2.legal_moves()[0])
    lib.track(g2, seconds=4.0)
    assert lib.games()[0]["seconds"] == 4.0
    lib.close()


def test_a_json_library_of_version_1_is_read(tmp_path):
    path = tmp_path / "lib.json"
    lib = MemoryLibrary(path)
    g = Game("klondike", seed=1)
    g.play(g.legal_moves()[0])
    lib.track(g, seconds=3.0)
    data = json.loads(path.read_text())
    assert data["version"] == 3 and data["games"][0]["play_seconds"] == 3.0
    data["version"] = 2  # before the journal: the same games, read as they are
    del data["journal"]
    path.write_text(json.dumps(data))
    assert MemoryLibrary(path).games()[0]["seconds"] == 3.0
    data["version"] = 1
    del data["games"][0]["play_seconds"]
    path.write_text(json.dumps(data))
    assert MemoryLibrary(path).games()[0]["seconds"] is None
    data["games"][0]["play_seconds"] = "soon"
    data["version"] = 2
    path.write_text(json.dumps(data))
    with pytest.raises(LibraryError, match="play_seconds is not a number of seconds"):
        MemoryLibrary(path)


def test_a_game_saved_before_the_play_clock_keeps_its_dates_as_its_time(tmp_path, store):
    # resumed and won after an upgrade, its clock started at 0: the time before was lost
    # and the best time became a few seconds nobody could beat
    from tests.test_widget import AUTO_FINISH_LINE

    lib = store.open(store.path(tmp_path))
    g = Game("klondike32", seed=5, draw_count=1)
    for m in AUTO_FINISH_LINE[:5]:
        g.play(m)
    gid = lib.track(g)  # saved without the clock, as before it was kept
    w = SolitaireWidget(lib.resume(gid), library=lib)
    for m in AUTO_FINISH_LINE[5:]:
        w.play(m)
    send(w, {"kind": "auto_finish"})
    assert w.game.is_won()
    assert lib.games()[0]["seconds"] is None  # unknown, not the time since the resume
    best = lib.stats("klondike32")["best_time"]
    row = lib.games()[0]
    from solitaire_widget.game_library import _seconds

    assert best == _seconds(row["date"], row["updated"])


# ---------------------------------------------------------------------------- the stats' tallies
def test_the_stats_kept_game_by_game_are_the_full_count_on_random_libraries(
    tmp_path, store, monkeypatch
):
    any_result(monkeypatch)  # results drawn at will, not played to
    # the figures are kept up to date at each save (bounded) instead of read from every
    # game: over random plays, undos, results, resumes, resets (and, for SQLite, a second
    # writer on the file) they stay exactly what reading every game gives
    rng = random.Random(43)
    kinds = [("klondike", {"draw_count": 1}), ("klondike", {"draw_count": 3})]
    kinds += [("klondike32", {}), ("matrimony", {})]
    results = ["won", "won", "won", "playing", "stuck"]
    for run in range(200):
        path = tmp_path / f"lib{run}{store.suffix}"
        lib = store.open(path)
        other = Library(str(path)) if store.kind == "sqlite" and run % 3 == 0 else None
        live: list[tuple[Game, object]] = []
        for _ in range(rng.randint(5, 30)):
            pick = rng.random()
            if pick < 0.25 or not live:  # a new game
                variant, options = rng.choice(kinds)
                g = Game(variant, seed=rng.randrange(1000), **options)
                writer = other if other is not None and rng.random() < 0.3 else lib
                live.append((g, writer))
            elif pick < 0.3 and lib.games():  # a game resumed from the file
                g = lib.resume(rng.choice(lib.games())["id"])
                live.append((g, lib))
            elif pick < 0.33:  # Reset statistics
                lib.reset_stats(rng.choice(kinds)[0])
            g, writer = rng.choice(live)
            random_changes(g, rng, 3, undo=0.35, redo=0.1)
            seconds = rng.choice([None, rng.uniform(0, 900), float(rng.randrange(60))])
            writer.track(g, result=rng.choice(results), seconds=seconds)
            asked = rng.choice(kinds)[0]
            assert lib.stats(asked) == reference_stats(lib, asked), (run, asked)
            if rng.random() < 0.2:
                assert lib.stats() == reference_stats(lib)
                assert list(lib.stats()) == list(reference_stats(lib))
        assert lib.stats() == reference_stats(lib)
        for x in (lib, other):
            if x is not None:
                x.close()


def _random_library(path, store, rng, kinds, steps):
    """A library at ``path`` with ``steps`` random saves of games of ``kinds``; closed."""
    lib = store.open(path)
    for _ in range(steps):
        variant, options = rng.choice(kinds)
        g = Game(variant, seed=rng.randrange(1000), **options)
        random_changes(g, rng, 4, undo=0.2, redo=0)
        lib.track(g, result=rng.choice(["won", "won", "playing", "stuck"]))
    lib.close()


def test_the_stats_panel_reads_no_game_once_the_library_is_open(tmp_path, store, monkeypatch):
    any_result(monkeypatch)  # results drawn at will, not played to
    # the first figures of a variant were read from every game of it inside the Statistics
    # panel's handler (47 ms with 10,000 games): they are counted as the library opens
    path = store.path(tmp_path)
    kinds = [("klondike", {"draw_count": 1}), ("klondike", {"draw_count": 3}), ("matrimony", {})]
    _random_library(path, store, random.Random(7), kinds, 12)
    lib = store.open(path)
    expected = {v: reference_stats(lib, v) for v in ("klondike", "matrimony", "klondike32")}

    one_game = type(lib)._tally_rows

    def one_game_only(self, only, gid=None):  # a save reads the game it saved, no more
        assert gid is not None, "the stats read every game"
        return one_game(self, only, gid)

    monkeypatch.setattr(type(lib), "_tally_rows", one_game_only)
    w = SolitaireWidget("klondike", seed=3, draw_count=1, library=lib, live_status=False)
    send(w, {"kind": "stats", "open": True})
    assert w._stats == {"variant": "klondike", **expected["klondike"]}
    send(w, {"kind": "settings", "variant": "matrimony"})  # another variant: no game read
    send(w, {"kind": "stats", "open": True})
    assert w._stats == {"variant": "matrimony", **expected["matrimony"]}
    assert lib.stats("klondike32") == expected["klondike32"]  # none of it stored
    assert lib.stats() == reference_stats(lib)
    w.close()
    lib.close()


def test_a_library_opens_when_its_rows_are_damaged_and_stats_say_so(tmp_path, monkeypatch):
    any_result(monkeypatch)  # results drawn at will, not played to
    # the figures are counted as the library opens: a damaged game row does not stop the
    # opening (the table plays on), the stats name it when asked for, as before
    path = tmp_path / "lib.sqlite3"
    _random_library(path, Store("sqlite"), random.Random(1), [("klondike32", {})], 3)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET options = '[1' WHERE id = 2")
    lib = Library(str(path))  # opens: its sound games can be played on
    assert lib.resume(1).variant == "klondike32"
    with pytest.raises(LibraryError, match="game 2 .* is damaged"):
        lib.stats("klondike32")
    lib.close()


def test_the_stats_counted_at_opening_follow_random_changes_as_a_full_count(
    tmp_path, store, monkeypatch
):
    any_result(monkeypatch)  # results drawn at will, not played to
    # the figures counted as the library opens, then changed save by save, deletion by
    # deletion (Reset statistics), reopened again and again: always what reading every
    # game gives (an SQLite file also written by a second connection now and then)
    rng = random.Random(2027)
    kinds = [("klondike", {"draw_count": 1}), ("klondike", {"draw_count": 3})]
    kinds += [("klondike32", {}), ("matrimony", {})]
    results = ["won", "won", "won", "playing", "stuck"]
    for run in range(25):
        path = store.path(tmp_path, f"lib{run}")
        _random_library(path, store, rng, kinds, rng.randint(0, 40))
        for _reopen in range(3):
            lib = store.open(path)
            other = Library(str(path)) if store.kind == "sqlite" and rng.random() < 0.3 else None
            live = [lib.resume(r["id"]) for r in rng.sample(lib.games(), min(3, len(lib.games())))]
            for _ in range(rng.randint(1, 25)):
                pick = rng.random()
                if pick < 0.3 or not live:  # a new game
                    variant, options = rng.choice(kinds)
                    live.append(Game(variant, seed=rng.randrange(1000), **options))
                elif pick < 0.35:  # Reset statistics: the variant's games deleted
                    lib.reset_stats(rng.choice(kinds)[0])
                g = rng.choice(live)
                random_changes(g, rng, 3, undo=0.35, redo=0.1)
                writer = other if other is not None and rng.random() < 0.2 else lib
                seconds = rng.choice([None, rng.uniform(0, 900), float(rng.randrange(60))])
                writer.track(g, result=rng.choice(results), seconds=seconds)
                asked = rng.choice(kinds)[0]
                assert lib.stats(asked) == reference_stats(lib, asked), (run, asked)
            assert lib.stats() == reference_stats(lib), run
            for x in (lib, other):
                if x is not None:
                    x.close()


# ------------------------------------------------------------- the stats after a second writer
class _Clock:
    """``game_library._now`` made to step as a test says (a save's ``updated``, a sync's
    time): ``step`` seconds per call, or a random walk with ties and steps back."""

    def __init__(self, monkeypatch, step: float = 600.0, rng: random.Random | None = None):
        import datetime as dt

        from solitaire_widget import game_library

        self.when = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
        self.step, self.rng, self._dt = step, rng, dt
        monkeypatch.setattr(game_library, "_now", self)

    def __call__(self) -> str:
        step = self.step
        if self.rng is not None:
            pick = self.rng.random()
            if pick < 0.2:
                step = 0.0  # two saves in the same millisecond
            elif pick < 0.27:
                step = -self.rng.uniform(0.001, 50)  # set back, within the slack
            elif pick < 0.29:
                step = -900.0  # set back by more than the slack: the window misses saves
            else:
                step = self.rng.uniform(0.001, 300)
        self.when += self._dt.timedelta(seconds=step)
        return self.when.isoformat(timespec="milliseconds")


def _count_rows_read(monkeypatch) -> list[int]:
    """A counter of the game rows the stats read (builds and syncs, not one saved game)."""
    read = [0]
    rows_of = Library._tally_rows

    def counting(self, only, gid=None, **how):
        rows = rows_of(self, only, gid, **how)
        if gid is None:
            read[0] += len(rows)
        return rows

    monkeypatch.setattr(Library, "_tally_rows", counting)
    return read


def test_a_second_writers_move_makes_the_stats_read_the_games_it_changed(tmp_path, monkeypatch):
    any_result(monkeypatch)  # results drawn at will, not played to
    # another connection's save threw the kept figures away: the asked variant's were read
    # again from all its games inside the panel's handler (65 ms at 10,000). They follow
    # the games that connection changed, and read them all only when games were deleted
    _Clock(monkeypatch, step=600)
    path = tmp_path / "lib.sqlite3"
    kinds = [("klondike", {"draw_count": 1}), ("klondike", {"draw_count": 3}), ("matrimony", {})]
    _random_library(path, Store("sqlite"), random.Random(5), kinds, 150)
    lib, other = Library(str(path)), Library(str(path))
    read = _count_rows_read(monkeypatch)
    rng = random.Random(6)
    ids = [r["id"] for r in lib.games("klondike") if r["moves"] > 0]
    assert len(ids) > 60

    def asked(variant: str, most: int) -> None:
        read[0] = 0
        got = lib.stats(variant)
        assert read[0] <= most, f"{read[0]} games read"
        assert got == reference_stats(lib, variant)
        assert other.stats(variant) == reference_stats(other, variant)

    g = other.resume(ids[10])  # a move in an old game
    random_changes(g, rng, 1, undo=0, redo=0)
    other.track(g, result="won")
    asked("klondike", 1)
    asked("klondike", 0)  # nothing new: nothing read
    new = Game("klondike", seed=77, draw_count=3)  # a new game, then taken back to no move
    random_changes(new, rng, 2, undo=0, redo=0)
    other.track(new, result="stuck")
    asked("klondike", 1)
    while new.can_undo:
        new.undo()
    other.track(new)
    asked("klondike", 1)
    other.reset_stats("matrimony")  # all of a variant deleted: nothing to read
    asked("matrimony", 0)
    assert lib.stats("matrimony")["played"] == 0
    with sqlite3.connect(path) as db:  # one game deleted: counted again, all of them
        db.execute("DELETE FROM games WHERE id = ?", (ids[3],))
    asked("klondike", len(ids))
    assert lib.stats("klondike")["played"] == len(ids) - 1  # (the new game has no move)
    lib.close()
    other.close()


def test_two_connections_stats_stay_the_full_count_reading_only_what_changed(tmp_path, monkeypatch):
    any_result(monkeypatch)  # results drawn at will, not played to
    # two kernels on one library, each saving, undoing, resetting and starting variants, on
    # a clock with ties and steps back (within the minute's slack, and a few beyond it):
    # each connection's figures are the full count after every step, and what they read
    # is far less than counting the asked variant again after each of the other's saves
    clock_rng = random.Random(11)
    _Clock(monkeypatch, rng=clock_rng)
    rng = random.Random(12)
    kinds = [("klondike", {"draw_count": 1}), ("klondike", {"draw_count": 3})]
    kinds += [("klondike32", {}), ("matrimony", {})]
    results = ["won", "won", "won", "playing", "stuck"]
    read = _count_rows_read(monkeypatch)
    synced = full = 0  # the games the stats read; what counting the variant again reads
    for run in range(12):
        path = tmp_path / f"lib{run}.sqlite3"
        _random_library(path, Store("sqlite"), rng, kinds[:2], 60)  # the others: new
        conns = [Library(str(path)), Library(str(path))]
        read[0] = 0  # (not the counts as the two open)
        stale = [False, False]  # the other connection wrote since this one last asked
        live: list[tuple[Game, int]] = []
        for _ in range(40):
            who = rng.randrange(2)
            lib = conns[who]
            pick = rng.random()
            if pick < 0.2 or not live:  # a new game (a new variant now and then)
                variant, options = rng.choice(kinds)
                live.append((Game(variant, seed=rng.randrange(1000), **options), who))
            elif pick < 0.25:  # a game resumed from the file
                live.append((lib.resume(rng.choice(lib.games())["id"]), who))
            elif pick < 0.28:  # Reset statistics
                lib.reset_stats(rng.choice(kinds)[0])
                stale[1 - who] = True
            g, owner = rng.choice(live)
            random_changes(g, rng, 3, undo=0.35, redo=0.1)
            seconds = rng.choice([None, rng.uniform(0, 900)])
            conns[owner].track(g, result=rng.choice(results), seconds=seconds)
            stale[1 - owner] = True
            for k in rng.sample(range(2), 2):
                asked = rng.choice(kinds)[0]
                expected = reference_stats(conns[k], asked)
                if stale[k]:
                    full += expected["played"]
                assert conns[k].stats(asked) == expected, (run, k, asked)
                stale[k] = False
            if rng.random() < 0.15:
                for k in range(2):
                    assert conns[k].stats() == reference_stats(conns[k]), (run, k)
                    stale[k] = False
        synced += read[0]
        for lib in conns:
            assert lib.stats() == reference_stats(lib)
            lib.close()
    assert full > 5000 and synced < full / 5, (synced, full)


def test_a_missed_undo_and_a_new_game_at_its_revision_are_not_taken_for_no_change(
    tmp_path, monkeypatch
):
    any_result(monkeypatch)  # results drawn at will, not played to
    # the clock set back by 15 minutes while another connection undid a won game to no
    # move and saved a new one at the same revision: the games' count and revision sum
    # were as before, the time window missed both, and the won game stayed counted (until
    # the library was opened again); the ids' sums tell the two games apart
    clock = _Clock(monkeypatch, step=0.0)
    path = tmp_path / "games.sqlite3"
    a, b = Library(path), Library(path)
    x = Game("klondike", seed=1, draw_count=1)
    x.play(x.legal_moves()[0])
    b.track(x, result="won")
    clock.when += clock._dt.timedelta(seconds=10)
    assert a.stats("klondike") == reference_stats(a, "klondike")
    clock.when -= clock._dt.timedelta(seconds=900)  # set back while b plays
    while x.can_undo:
        x.undo()
    b.track(x)
    y = Game("klondike", seed=2, draw_count=1)
    y.play(y.legal_moves()[0])
    b.track(y, result="stuck")
    clock.when += clock._dt.timedelta(seconds=960)  # and right again before a asks
    assert a.stats("klondike") == reference_stats(a, "klondike")
    assert a.stats("klondike")["won"] == 0
    a.close()
    b.close()


@pytest.mark.parametrize("path", [5, 2.5, [], b"lib.sqlite3"])
def test_a_library_path_that_is_no_path_is_a_type_error_naming_it(path):
    # (an audit) sw.library(5) raised Python's own "expected str, bytes or os.PathLike"
    for opener in (library, Library):
        with pytest.raises((TypeError, LibraryError), match="path is|a library path is text"):
            opener(path)
    with pytest.raises(TypeError, match=r"path is a library file's path \(str or os.PathLike\)"):
        library(5)
