"""The game library: every game played in a widget, saved move by move in a local SQLite file.

One row per game (variant, options, seed, deck, dates, move count, result) and one row
per move. A widget writes after every move, each write one transaction, so a kernel that
dies mid-game loses nothing; an undo deletes the last move's row. The library gives the
games back as records (:mod:`solitaire_widget.record`) or as live games to play on.

Where the file lives: ``$SOLITAIRE_WIDGET_LIBRARY`` if set (``:memory:`` keeps it in
memory, for tests), else ``solitaire_widget/library.sqlite3`` in the user's data folder
(``$XDG_DATA_HOME`` or ``~/.local/share`` on Linux, ``~/Library/Application Support`` on
macOS, ``%APPDATA%`` on Windows).

Deal numbers run up to ``2**64 - 1``, past SQLite's 64-bit signed INTEGER, so the seed is
stored as decimal text (schema version 2; a version 1 file is migrated when it is opened,
its games unchanged).

Two writers, one game. The same library game can be resumed twice (two kernels, two
widgets). Every write of a game bumps its ``revision``; a writer remembers the revision
and the moves it last saw. When another writer has moved the game on since then, so that
saving this line would erase moves the other one saved, the line is saved instead as a
**new game** (a branch: same deal, its own moves, ``parent`` naming the original), a
warning is logged, and the writer goes on recording into the branch. Nobody's moves are
lost; :meth:`Library.id_of` gives the game's current id.

Every failure of the file (missing folder, unreadable, read-only, corrupt, another
program's database, a damaged row) raises :class:`LibraryError` with the file's path.

Without sqlite3, and in a browser (Pyodide in JupyterLite, where SQLite's files would live
in memory anyway), :class:`MemoryLibrary` keeps the games with the same API: in memory
(``library()`` says so once, in one line: printed in a browser, else logged), or in a JSON
file when the path ends with ``.json`` (under JupyterLite, ``/drive/...`` is the browser's
storage and outlasts a reload). A save there appends one line to a journal beside the file
(``games.json-journal``), folded into the file when the library is opened or closed: a
move costs the same whatever the number of games stored (see :class:`MemoryLibrary`).

>>> import solitaire_widget as sw
>>> lib = sw.Library(":memory:")
>>> g = sw.Game("klondike", seed=7)
>>> gid = lib.track(g)
>>> _ = g.play("s-w"); _ = lib.track(g)
>>> [(row["variant"], row["deal"], row["moves"]) for row in lib.games()]
[('klondike', 7, 1)]
>>> lib.resume(gid).moves
[Move.parse('s-w')]
"""

from __future__ import annotations

import atexit
import contextlib
import datetime as _dt
import json
import logging
import math
import operator
import os
import secrets
import sys
import threading
import weakref
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import _line, _platform
from ._files import write_text
from ._tally import RECENT as RECENT  # the recent games listed (the panel's chart)
from ._tally import VariantTally, options_key
from .engine import Game
from .errors import RecordError, clip, is_whole_number
from .record import FORMAT, VERSION, _read_file, from_record

__all__ = [
    "Library",
    "MemoryLibrary",
    "LibraryError",
    "library",
    "default_path",
    "SCHEMA_VERSION",
    "ENV_VAR",
]

log = logging.getLogger(__name__)

if _platform.has_sqlite3():
    import sqlite3
else:  # Pyodide: its sqlite3 is a separate package, treated as absent (MemoryLibrary)
    sqlite3: Any = None

#: The environment variable that points the default library somewhere else.
ENV_VAR = "SOLITAIRE_WIDGET_LIBRARY"
#: The schema this module writes (``PRAGMA user_version``).
SCHEMA_VERSION = 2

_GAMES = """
CREATE TABLE {name} (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    variant  TEXT    NOT NULL,
    options  TEXT    NOT NULL,              -- JSON object, every option resolved
    seed     TEXT,                          -- the deal number in decimal (0 to 2**64 - 1
                                            -- does not fit INTEGER), NULL for an explicit deck
    shuffle  TEXT    NOT NULL,              -- the shuffle version that made the deck
    deck     TEXT    NOT NULL,              -- the deck order, two-character codes
    started  TEXT    NOT NULL,              -- ISO 8601, UTC
    updated  TEXT    NOT NULL,
    moves    INTEGER NOT NULL DEFAULT 0,
    result   TEXT    NOT NULL DEFAULT 'playing',  -- playing | won | stuck
    revision INTEGER NOT NULL DEFAULT 0,    -- +1 on every write (concurrent writers)
    parent   INTEGER,                       -- the game this one branched from, or NULL
    play_seconds REAL                       -- the table's clock at the last saved move
)"""
# ``play_seconds`` came after schema 2 (an added column, like the comments table): a file
# without it is still read, and gets it when it is next opened for writing
_PLAY_SECONDS = "ALTER TABLE games ADD COLUMN play_seconds REAL"
_MOVES = """
CREATE TABLE moves (
    game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply      INTEGER NOT NULL,              -- 0 for the first move
    move     TEXT    NOT NULL,              -- notation, e.g. 't3-f1'
    played   TEXT    NOT NULL,
    PRIMARY KEY (game_id, ply)
)"""
_INDEX = "CREATE INDEX games_variant ON games (variant, started)"
# teachers' comments on moves (typed in the widget's teacher mode); an added table, so a
# schema-2 file without it is still read (and gets it when it is next opened for writing)
_COMMENTS = """
CREATE TABLE IF NOT EXISTS comments (
    game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply      INTEGER NOT NULL,              -- the move commented on, 0 for the first
    comment  TEXT    NOT NULL,
    PRIMARY KEY (game_id, ply)
)"""

# the columns each schema version must have: a file that lacks them is not a game library
_V1_GAMES = {"id", "variant", "options", "seed", "shuffle", "deck", "started", "updated"}
_V1_GAMES |= {"moves", "result"}
_V2_GAMES = _V1_GAMES | {"revision", "parent"}
_MOVES_COLUMNS = {"game_id", "ply", "move", "played"}


#: the largest JSON library file read (a game takes a few KB: some 300,000 games)
MAX_JSON_BYTES = 1 << 30


class LibraryError(ValueError):
    """A library that can't be opened, read or written, or a game id that isn't in it."""


def default_path() -> str:
    """The library the widgets use: ``$SOLITAIRE_WIDGET_LIBRARY``, else the user's data folder."""
    env = os.environ.get(ENV_VAR)
    if env:
        return env
    home = Path.home()
    if sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    elif os.name == "nt":
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return str(base / "solitaire_widget" / "library.sqlite3")


#: the longest library path taken (Linux's PATH_MAX)
MAX_PATH = 4096
#: game ids are SQLite's 64-bit integers: -2**63 to 2**63 - 1 (both stores)
_ID_RANGE = 2**63


def _path_text(path: Any) -> str:
    """A library path as text: at most :data:`MAX_PATH` characters (no file system opens a
    longer one, and every message would quote it whole), never bytes."""
    text = os.fspath(path)  # TypeError for what is no path at all
    if not isinstance(text, str):
        raise LibraryError(f"a library path is text, not {type(text).__name__}")
    if len(text) > MAX_PATH:
        raise LibraryError(f"a library path is at most {MAX_PATH} characters, not {clip(text)}")
    return text


def _check_game_id(game_id: Any, path: Any) -> None:
    """A game id is a whole number; one past SQLite's 64-bit integers names no game (and
    is shown by its size when it is too long to print)."""
    if not is_whole_number(game_id):
        raise LibraryError(f"a game id is a whole number, not {clip(game_id)}")
    if not -_ID_RANGE <= game_id < _ID_RANGE:
        raise _no_game(game_id, path)


def _no_game(game_id: int, path: Any) -> LibraryError:
    return LibraryError(
        f"there is no game {clip(game_id)} in the library {path} (library.games() lists the ids)"
    )


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="milliseconds")


def _status(game: Game) -> str:
    from .snapshot import game_status

    return game_status(game)


@dataclass(frozen=True)
class _Synced:
    """What one live game last wrote to (or read from) the file.

    ``moves`` is the line as saved; ``entries`` the game's history entries for (a prefix
    of) it. The SQLite library keeps both as lists of its own and brings them up to date
    in place (:mod:`._line`), so that saving a move costs the same at move 10 as at move
    100,000.
    """

    gid: int
    revision: int
    moves: Sequence[str]
    result: str
    comments: tuple[tuple[int, str], ...] = ()
    entries: Sequence[Any] = ()
    seconds: float | None = None  # the time played, by the table's clock


def _kept(state: _Synced | None, history: Sequence[Any]) -> int:
    """How many of the moves ``state`` saved are still the game's first moves."""
    return 0 if state is None else _line.kept(state.entries, state.moves, history)


#: the libraries still open: closed when the interpreter ends (a kernel shut down), so
#: that a SQLite library's write-ahead log is merged into the file itself (a copy of
#: ``library.sqlite3`` alone held none of the games a kernel had saved) and a JSON
#: library's journal folded into its file
_open_libraries: weakref.WeakSet[Library] = weakref.WeakSet()


@atexit.register
def _close_open_libraries() -> None:
    for lib in list(_open_libraries):
        with contextlib.suppress(Exception):
            lib.close()


class Library:
    """A local game library in one SQLite file (or in memory).

    Parameters
    ----------
    path : str or path-like, optional
        The database file (created with its folder if missing), or ``":memory:"``.
        Default: :func:`default_path`.

    Raises
    ------
    LibraryError
        If the file can't be opened or created, is not an SQLite database, is another
        program's database, or has a newer schema than this package reads.

    Examples
    --------
    >>> lib = Library(":memory:")
    >>> g = Game("matrimony", seed=3)
    >>> gid = lib.track(g)
    >>> lib.stats("matrimony")["played"]
    0
    """

    def __new__(cls, path: str | os.PathLike[str] | None = None) -> Library:
        if cls is Library and sqlite3 is None:  # no sqlite3 here: the in-memory store
            return super().__new__(MemoryLibrary)
        return super().__new__(cls)

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = _path_text(path) if path is not None else default_path()
        if self.path != ":memory:" and not self.path.startswith("file:"):
            try:
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise LibraryError(f"can't create the folder of {self.path}: {exc}") from None
        self._lock = threading.RLock()
        self._state: weakref.WeakKeyDictionary[Game, _Synced] = weakref.WeakKeyDictionary()
        self._db: sqlite3.Connection | None = None
        self._has_play_seconds = False  # the file has that column (set by _migrate)
        self._tallies: dict[str, VariantTally] = {}  # the stats, per variant (see stats)
        self._tallied_at: int | None = None  # the file's data_version they were built at
        try:
            db = sqlite3.connect(
                self.path,
                check_same_thread=False,
                isolation_level=None,
                uri=self.path.startswith("file:"),
            )
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise LibraryError(f"can't open the game library {self.path}: {exc}") from None
        try:
            db.row_factory = sqlite3.Row
            db.execute("PRAGMA foreign_keys = ON")
            self._db = db
            # look before writing anything: another program's file stays as it was
            version = self._inspect()
            if self.path != ":memory:":
                # with WAL a crashed process (a dead kernel) loses no committed move
                try:
                    db.execute("PRAGMA journal_mode = WAL")
                except sqlite3.OperationalError as exc:
                    if "readonly" not in str(exc):
                        raise
                    # a read-only file can still be read; writes raise LibraryError
                db.execute("PRAGMA synchronous = NORMAL")
            self._migrate(version)
        except (sqlite3.Error, UnicodeDecodeError, LibraryError) as exc:
            db.close()
            self._db = None
            if isinstance(exc, LibraryError):
                raise
            raise LibraryError(f"can't open the game library {self.path}: {exc}") from None
        _open_libraries.add(self)

    # ------------------------------------------------------------------ set-up
    @property
    def _conn(self) -> sqlite3.Connection:
        if self._db is None:
            raise LibraryError(f"the game library {self.path} is closed")
        return self._db

    def _inspect(self) -> int:
        """The file's schema version and tables; refuse a file that isn't ours or is newer."""
        db = self._conn
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = {
            r[0]
            for r in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        }
        if version == 0 and tables:
            raise LibraryError(self._foreign(tables))
        if version > SCHEMA_VERSION:
            if not {"games", "moves"} <= tables:
                raise LibraryError(self._foreign(tables))
            raise LibraryError(
                f"library {self.path} has schema version {version}; this solitaire_widget "
                f"reads up to {SCHEMA_VERSION} (upgrade the package)"
            )
        if version >= 1:
            self._check_columns(_V1_GAMES if version == 1 else _V2_GAMES, tables)
        return version

    def _migrate(self, version: int) -> None:
        db = self._conn
        if version == 0:
            # one transaction: a half-made schema is never left behind
            with _Transaction(db):
                db.execute(_GAMES.format(name="games"))
                db.execute(_MOVES)
                db.execute(_INDEX)
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        elif version == 1:
            self._migrate_1_to_2()
        self._check_columns(_V2_GAMES, self._tables())
        has = "play_seconds" in {r[1] for r in db.execute("PRAGMA table_info(games)")}
        try:
            db.execute(_COMMENTS)
            if not has:
                db.execute(_PLAY_SECONDS)
                has = True
        except sqlite3.OperationalError as exc:  # a read-only file: read without them
            if "readonly" not in str(exc):
                raise
        self._has_play_seconds = has

    def _tables(self) -> set[str]:
        rows = self._conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        return {r[0] for r in rows}

    def _foreign(self, tables: set[str]) -> str:
        names = ", ".join(sorted(tables)[:5])
        return (
            f"{self.path} is an SQLite database but not a solitaire_widget game library "
            f"(it holds the tables {names}); choose another file"
        )

    def _check_columns(self, games: set[str], tables: set[str]) -> None:
        if not {"games", "moves"} <= tables:
            raise LibraryError(self._foreign(tables))
        db = self._conn
        have_games = {r[1] for r in db.execute("PRAGMA table_info(games)")}
        have_moves = {r[1] for r in db.execute("PRAGMA table_info(moves)")}
        missing = sorted((games - have_games) | (_MOVES_COLUMNS - have_moves))
        if missing:
            raise LibraryError(
                f"{self.path} is not a solitaire_widget game library of its schema version "
                f"(missing columns: {', '.join(missing)})"
            )

    def _migrate_1_to_2(self) -> None:
        """Seeds from INTEGER to TEXT, plus ``revision`` and ``parent``.

        SQLite can't change a column's type, so the table is rebuilt (the procedure of
        SQLite's ALTER TABLE documentation): foreign keys off, so that dropping the old
        table doesn't cascade into ``moves``; one transaction; the id sequence kept.
        """
        db = self._conn
        db.execute("PRAGMA foreign_keys = OFF")  # no effect inside a transaction
        try:
            with _Transaction(db):
                row = db.execute("SELECT seq FROM sqlite_sequence WHERE name = 'games'").fetchone()
                db.execute(_GAMES.format(name="games_v2"))
                db.execute(
                    "INSERT INTO games_v2 (id, variant, options, seed, shuffle, deck, started,"
                    " updated, moves, result) SELECT id, variant, options, CAST(seed AS TEXT),"
                    " shuffle, deck, started, updated, moves, result FROM games"
                )
                db.execute("DROP TABLE games")
                db.execute("ALTER TABLE games_v2 RENAME TO games")
                db.execute(_INDEX)
                if row is not None:
                    db.execute(
                        "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'games'",
                        (row[0],),
                    )
                bad = db.execute("PRAGMA foreign_key_check").fetchone()
                if bad is not None:
                    raise LibraryError(
                        f"can't migrate the game library {self.path}: move rows of a game "
                        "that isn't there"
                    )
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        finally:
            db.execute("PRAGMA foreign_keys = ON")

    def close(self) -> None:
        """Close the database connection (closing twice is harmless)."""
        with self._lock:
            if self._db is not None:
                with self._errors("can't close"):
                    self._db.close()
                self._db = None

    def __repr__(self) -> str:
        return f"<Library {self.path}>"

    @contextlib.contextmanager
    def _errors(self, doing: str) -> Iterator[None]:
        """Turn the database's own errors into a :class:`LibraryError` naming the file."""
        try:
            yield
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            # UnicodeDecodeError: a corrupt file can make SQLite's own message undecodable
            raise LibraryError(f"{doing} (game library {self.path}): {exc}") from None

    # ------------------------------------------------------------------ writing
    def track(self, game: Game, result: str | None = None, seconds: float | None = None) -> int:
        """Save a game's moves so far (one transaction); return its library id.

        The first call adds the game; later calls write only what changed since the last
        one: new moves are added, undone moves deleted. A game from :meth:`resume` keeps
        its id, unless another writer moved that game on in the meantime: then this line
        is saved as a new game (see the module docstring) and its new id is returned.

        Parameters
        ----------
        game : Game
            The live game.
        result : str, optional
            ``"won"``, ``"stuck"`` or ``"playing"`` when the caller knows it already;
            computed otherwise.
        seconds : float, optional
            The time played so far by the table's clock (the widget's ``elapsed``): the
            game's time in :meth:`stats` (else the span from its start to its last saved
            move) and where the clock starts again on :meth:`resume`. Saved with the moves.

        Raises
        ------
        LibraryError
            If the file can't be written (read-only, corrupt, closed …); the library's
            idea of what is stored is then unchanged.
        """
        if result is None:
            result = _status(game)
        seconds = _play_seconds(seconds)
        history = game._history  # read, never changed here
        comments = _comments_of(game)
        with self._lock:
            state = self._state.get(game)
            keep = _kept(state, history)
            if (
                state is not None
                and keep == len(state.moves) == len(history)
                and state.result == result
                and state.comments == comments
            ):
                return state.gid  # nothing new to write
            now = _now()
            overtaken: int | None = None
            with (
                self._errors(f"can't save the {game.variant} game"),
                _Transaction(self._conn) as db,
            ):
                if state is not None:
                    row = db.execute(
                        "SELECT revision FROM games WHERE id = ?", (state.gid,)
                    ).fetchone()
                    if row is None:  # the row is gone (gid 0: deleted by reset_stats)
                        overtaken, state = state.gid or None, None
                    elif row[0] != state.revision:
                        # another writer saved this game since: fine unless writing
                        # this line would erase moves it saved
                        stored = list(self._stored_moves(db, state.gid))
                        line = [str(h[0]) for h in history[: len(stored)]]
                        if stored != line:
                            overtaken, state = state.gid, None
                        else:
                            state = _Synced(state.gid, row[0], stored, state.result)
                            keep = _kept(state, history)
                if state is None:
                    gid = self._insert(db, game, now, parent=overtaken)
                    stored, entries, revision, keep = [], [], 0, 0
                else:
                    gid, revision = state.gid, state.revision
                    if isinstance(state.moves, list) and isinstance(state.entries, list):
                        stored, entries = state.moves, state.entries  # its own: no copy
                    else:  # read from the file (resume): lists of its own from now on
                        stored, entries = list(state.moves), list(state.entries)
                added = _line.added(history, keep)
                cut = keep < len(stored)
                if cut:
                    db.execute("DELETE FROM moves WHERE game_id = ? AND ply >= ?", (gid, keep))
                if added:
                    db.executemany(
                        "INSERT INTO moves (game_id, ply, move, played) VALUES (?, ?, ?, ?)",
                        [(gid, keep + i, m, now) for i, m in enumerate(added)],
                    )
                # the time played with the rest, in one statement (a save is every move)
                timed = seconds is not None and self._has_play_seconds
                cur = db.execute(
                    "UPDATE games SET updated = ?, moves = ?, result = ?,"
                    + (" play_seconds = ?," if timed else "")
                    + " revision = revision + 1 WHERE id = ? AND revision = ?",
                    (now, len(history), result, *((seconds,) if timed else ()), gid, revision),
                )
                if cur.rowcount != 1:  # BEGIN IMMEDIATE holds the write lock: can't happen
                    raise LibraryError(f"game {gid} in {self.path} changed while saving it")
                if state is None or state.comments != comments or cut:
                    db.execute("DELETE FROM comments WHERE game_id = ?", (gid,))
                    db.executemany(
                        "INSERT INTO comments (game_id, ply, comment) VALUES (?, ?, ?)",
                        [(gid, ply, text) for ply, text in comments],
                    )
            _line.follow(entries, stored, history, keep, added)  # written: the copy too
            self._state[game] = _Synced(
                gid, revision + 1, stored, result, comments, entries, seconds
            )
            self._retally(game.variant, gid)
        if overtaken is not None:
            log.warning(
                "game %d in the library %s was moved on by another writer; this line is "
                "saved as the new game %d",
                overtaken,
                self.path,
                gid,
            )
        return gid

    @staticmethod
    def _insert(db: sqlite3.Connection, game: Game, now: str, parent: int | None) -> int:
        cur = db.execute(
            "INSERT INTO games (variant, options, seed, shuffle, deck, started, updated,"
            " moves, result, revision, parent) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 'playing', 0, ?)",
            (
                game.variant,
                json.dumps(dict(game.options), sort_keys=True),
                None if game.seed is None else str(int(game.seed)),
                game.shuffle_version,
                " ".join(c.code2 for c in game.deck),
                now,
                now,
                parent,
            ),
        )
        return int(cur.lastrowid)  # type: ignore[arg-type]

    @staticmethod
    def _stored_moves(db: sqlite3.Connection, gid: int) -> list[str]:
        rows = db.execute("SELECT move FROM moves WHERE game_id = ? ORDER BY ply", (gid,))
        return [r[0] for r in rows]

    def id_of(self, game: Game) -> int | None:
        """The library id of a game this library tracks, or None."""
        state = self._state.get(game)
        return None if state is None or not state.gid else state.gid

    def _played_seconds(self, game: Game) -> float | None:
        """The time played that this library last saved (or read) for ``game``, or None."""
        state = self._state.get(game)
        return None if state is None else state.seconds

    # ------------------------------------------------------------------ reading
    def games(self, variant: str | None = None) -> list[dict[str, Any]]:
        """Every game, newest first: dicts with ``id``, ``variant``, ``deal`` (the seed),
        ``date`` (when it started, ISO 8601 UTC), ``updated``, ``moves``, ``result``,
        ``options``, ``parent`` (the game it branched from, or None) and ``seconds`` (the
        time played by the table's clock at the last saved move, or None)."""
        sql = "SELECT * FROM games"
        args: tuple[Any, ...] = ()
        if variant is not None:
            sql += " WHERE variant = ?"
            args = (_variant_id(variant),)
        with self._lock, self._errors("can't list the games"):
            rows = self._conn.execute(sql + " ORDER BY started DESC, id DESC", args).fetchall()
        return [_summary(self._decode(r)) for r in rows]

    def _decode(self, row: sqlite3.Row) -> dict[str, Any]:
        """A games row checked field by field: a damaged row is a LibraryError, not a crash."""
        gid = row["id"]
        bad = self._damage(gid)

        if not is_whole_number(gid, -_ID_RANGE, _ID_RANGE - 1):  # SQLite's 64-bit ids
            raise bad("id", f"is {clip(gid)}")
        out: dict[str, Any] = {"id": gid}
        for column in ("variant", "shuffle", "deck", "started", "updated", "result"):
            value = row[column]
            if not isinstance(value, str):
                raise bad(column, f"is not text ({value!r:.40})")
            out[column] = value
        for column in ("moves", "revision"):
            value = row[column]
            if not is_whole_number(value, 0):
                raise bad(column, f"is not a count ({value!r:.40})")
            out[column] = value
        parent = row["parent"]
        if parent is not None and not is_whole_number(parent, -_ID_RANGE, _ID_RANGE - 1):
            raise bad("parent", f"is not a game id ({parent!r:.40})")
        out["parent"] = parent
        # a file from before the column has none (sqlite3.Row: "in" looks at the values)
        played = row["play_seconds"] if "play_seconds" in row.keys() else None  # noqa: SIM118
        if played is not None and _play_seconds(played, strict=False) is None:
            raise bad("play_seconds", f"is not a number of seconds ({played!r:.40})")
        out["play_seconds"] = played
        seed = row["seed"]
        if seed is not None:
            try:
                # text since schema 2; a plain integer is accepted too (written by hand)
                if isinstance(seed, bool) or not isinstance(seed, str | int):
                    raise ValueError
                seed = int(seed)
                if not 0 <= seed < 1 << 64:
                    raise ValueError
            except ValueError:
                raise bad("seed", f"is not a deal number ({row['seed']!r:.40})") from None
        out["seed"] = seed
        out["options"] = self._options(row["options"], bad)
        return out

    def _damage(self, gid: Any) -> Callable[[str, str], LibraryError]:
        """``bad(column, why)``: the LibraryError of a damaged column of game ``gid``."""

        def bad(column: str, why: str) -> LibraryError:
            return LibraryError(
                f"game {clip(gid)} in the library {self.path} is damaged: {column} {why}"
            )

        return bad

    @staticmethod
    def _options(text: Any, bad: Callable[[str, str], LibraryError]) -> dict[str, Any]:
        try:
            options = json.loads(text)
        except (TypeError, ValueError) as exc:  # JSONDecodeError is a ValueError
            raise bad("options", f"is not JSON ({clip(exc)})") from None
        except RecursionError:
            raise bad("options", "is JSON nested too deeply") from None
        if not isinstance(options, dict):
            raise bad("options", "is not a JSON object")
        return options

    def _row(self, game_id: Any) -> sqlite3.Row:
        _check_game_id(game_id, self.path)
        row = self._conn.execute("SELECT * FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise _no_game(game_id, self.path)
        return row

    def _read(self, game_id: Any) -> tuple[dict[str, Any], list[Any]]:
        """A game's row and moves (a commented move as ``{"move", "comment"}``), read in
        one transaction (one consistent snapshot)."""
        with self._lock, self._errors(f"can't read game {clip(game_id)}"):
            db = self._conn
            db.execute("BEGIN")
            try:
                row = self._row(game_id)
                moves = self._stored_moves(db, game_id)
                comments = self._stored_comments(db, game_id)
            finally:
                db.execute("COMMIT")
        for k, m in enumerate(moves):
            if not isinstance(m, str):
                raise LibraryError(
                    f"game {game_id} in the library {self.path} is damaged: move {k + 1} "
                    f"is not text ({m!r:.40})"
                )
        out: list[Any] = list(moves)
        for ply, text in comments:
            if not isinstance(ply, int) or not isinstance(text, str):
                raise LibraryError(
                    f"game {game_id} in the library {self.path} is damaged: a comment "
                    f"({ply!r:.20}, {text!r:.40}) is not a move number and text"
                )
            if 0 <= ply < len(out) and text:
                out[ply] = {"move": out[ply], "comment": text}
        return _counted(self._decode(row), out, self.path), out

    def _stored_comments(self, db: sqlite3.Connection, gid: int) -> list[tuple[Any, Any]]:
        if "comments" not in self._tables():  # a read-only schema-2 file from before them
            return []
        rows = db.execute(
            "SELECT ply, comment FROM comments WHERE game_id = ? ORDER BY ply", (gid,)
        )
        return [(r[0], r[1]) for r in rows]

    def record(self, game_id: int) -> dict[str, Any]:
        """The game record (see :mod:`solitaire_widget.record`) of a game in the library.

        Raises
        ------
        LibraryError
            If there is no game with this id, or the file can't be read.
        """
        return self._record(*self._read(game_id))

    @staticmethod
    def _record(game: dict[str, Any], moves: list[str]) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "variant": game["variant"],
            "options": game["options"],
            "seed": game["seed"],
            "shuffle": game["shuffle"],
            "deck": game["deck"].split(),
            "moves": moves,
            "result": game["result"],
            "meta": {"library_id": game["id"], "date": game["started"]},
        }

    def resume(self, game_id: int) -> Game:
        """The game at its last saved position, ready to play on (and still tracked under
        the same id when a widget plays it).

        Raises
        ------
        LibraryError
            If there is no such game, its moves no longer replay, or the file can't be
            read.
        """
        row, moves = self._read(game_id)
        rec = self._record(row, moves)
        rec.pop("meta")
        rec.pop("result")
        try:
            game = from_record(rec)
        except RecordError as exc:
            raise LibraryError(f"game {game_id} in the library can't be replayed: {exc}") from None
        plain = tuple(m["move"] if isinstance(m, dict) else m for m in moves)
        with self._lock:
            self._state[game] = _Synced(
                game_id,
                row["revision"],
                plain,
                row["result"],
                _comments_of(game),
                seconds=row["play_seconds"],
            )
        return game

    def stats(self, variant: str | None = None) -> dict[str, Any]:
        """Games played, won, win rate, winning streaks, best time, fewest moves and the
        recent results, per variant and per option set.

        A game counts as played once it has a move. Streaks follow the order the games
        were started in; the current streak is the run of wins at the end (a game still
        in progress doesn't break it). ``best_time`` is the shortest won game in seconds,
        by the table's clock (the time played: looking at the deal, and the table out of
        sight, do not count; a game saved without it: from its start to its last saved
        move), and ``fewest_moves`` the shortest win in
        moves (None without a win). ``recent`` lists the last :data:`RECENT` played games,
        oldest first, as ``{"result", "moves"}``; ``by_options`` has the same figures for
        each option set of the variant (``{"options": {...}, ...}``, most played first).

        A variant's figures are kept up to date as this library saves games: asking again
        reads no game (it walks only the current winning streak: 0.01 ms at 10 games,
        1.6 ms after 10,000 wins in a row). The first time (and after another connection
        wrote to the file) they are read from the variant's games once.

        Parameters
        ----------
        variant : str, optional
            One variant: its stats dict. None: ``{variant id: stats dict}`` for every
            variant in the library.
        """
        only = None if variant is None else _variant_id(variant)
        with self._lock, self._errors("can't read the stats"):
            return self._figures(only)

    # ------------------------------------------------------------------ the stats' tallies
    # Each variant's figures are kept up to date game by game (:mod:`._tally`): built from
    # the file when first asked for (and again after another connection wrote to it), then
    # changed by each game this library saves. A damaged row is a LibraryError, as in games().
    def _figures(self, only: str | None) -> dict[str, Any]:
        """:meth:`stats` of the variant id ``only`` (None: of every variant)."""
        tallies = self._tallied(only)
        if only is not None:
            return tallies[only].figures()
        # the variants in the order of their first game, as the games were read before
        order = sorted((t.first(), v) for v, t in tallies.items() if t.played)
        return {v: tallies[v].figures() for _, v in order}

    def _tally_version(self) -> int:
        """Changes when another connection has written to the file (not on our writes)."""
        return int(self._conn.execute("PRAGMA data_version").fetchone()[0])

    def _tally_rows(self, only: str | None, gid: int | None = None) -> list[tuple]:
        """The games with a move, of variant ``only`` (None: all) in start order, or game
        ``gid``: tuples of :data:`_TALLY_COLUMNS`, each row checked as :meth:`games` checks
        it (a damaged row is a LibraryError naming it)."""
        seconds = "play_seconds" if self._has_play_seconds else "NULL"
        where, args = ("moves > 0", ()) if only is None else ("moves > 0 AND variant = ?", (only,))
        if gid is not None:  # (its move count may be 0: taken out of the figures)
            where, args = "id = ?", (gid,)
        # SQLite says which rows may be damaged (usually none): those are read as games()
        # reads them; the rest are sound by their columns' types and ranges alone
        cur = self._conn.cursor()
        cur.row_factory = None  # plain tuples: a third of the time of sqlite3.Row
        columns = ", ".join(_TALLY_COLUMNS[:-1]) + f", {seconds}, "
        columns += _SOUND_ROW.format(seconds=seconds)
        order = "" if gid is not None else " ORDER BY started, id"
        rows = cur.execute(f"SELECT {columns} FROM games WHERE {where}{order}", args).fetchall()
        for row in rows:
            if not row[-1]:
                self._decode(self._row(row[0]))
        return rows  # (with that last column, which the tally does not read)

    def _tallied(self, only: str | None) -> dict[str, VariantTally]:
        """The tally of variant ``only`` (built if there is none yet), or of every variant
        (built afresh: one read of the whole file, as before)."""
        version = self._tally_version()
        if version != self._tallied_at:  # another writer: what we kept may be out of date
            self._tallies, self._tallied_at = {}, version
        if only is not None and only in self._tallies:
            return {only: self._tallies[only]}
        by: dict[str, list[Any]] = {}
        for variant, entry in self._tally_entries(self._tally_rows(only)):
            by.setdefault(variant, []).append(entry)
        built = {v: VariantTally(rows) for v, rows in by.items()}
        if only is None:
            self._tallies = built
            return built
        tally = self._tallies[only] = built.get(only) or VariantTally()
        return {only: tally}

    def _tally_entries(self, rows: list[tuple]) -> Iterator[tuple[str, tuple]]:
        """``(variant, (key, options, options_key, game))`` of rows of
        :data:`_TALLY_COLUMNS` (``game`` None for a game without a move); each distinct
        options text read once."""
        sets: dict[Any, tuple[dict[str, Any], str]] = {}
        for row in rows:
            gid, text, result, moves = row[0], row[6], row[5], row[4]
            known = sets.get(text)
            if known is None:
                options = self._options(text, self._damage(gid))
                known = sets[text] = (options, options_key(options))
            seconds = None  # a time counts for a win only
            if result == "won":
                played = row[7]
                seconds = float(played) if played is not None else _seconds(row[2], row[3])
            game = (result, moves, seconds) if moves > 0 else None
            yield row[1], ((row[2], gid), known[0], known[1], game)

    def _retally(self, variant: str, gid: int) -> None:
        """Game ``gid`` was just saved: its variant's tally (if one is kept) follows."""
        tally = self._tallies.get(variant)
        if tally is None:
            return  # none kept: built from the file when asked for
        try:
            for _, entry in self._tally_entries(self._tally_rows(None, gid)):
                tally.put(*entry)
        except Exception:  # the save is done: the stats are read again from the file instead
            log.debug("stats of %s read again", variant, exc_info=True)
            self._tallies.pop(variant, None)

    def reset_stats(self, variant: str) -> int:
        """Delete every game of ``variant`` (its statistics start again); return how many.

        A live game of that variant is saved again, as a new game, once it changes (its
        next move); as it stands it is not counted again.

        Raises
        ------
        LibraryError
            If the variant is unknown or the file can't be written (nothing is deleted).
        """
        vid = _variant_id(variant)
        with (
            self._lock,
            self._errors(f"can't reset the {vid} stats"),
            _Transaction(self._conn) as db,
        ):
            gone = {r[0] for r in db.execute("SELECT id FROM games WHERE variant = ?", (vid,))}
            db.execute("DELETE FROM games WHERE variant = ?", (vid,))
            self._tallies.pop(vid, None)  # read again (none left) when asked for
        with self._lock:
            # the live games that were deleted: unsaved until they change (gid 0), then
            # inserted afresh, not "overtaken" by another writer
            for game, state in list(self._state.items()):
                if state.gid in gone:
                    self._state[game] = _Synced(0, 0, state.moves, state.result, state.comments)
        return len(gone)


def _comments_of(game: Game) -> tuple[tuple[int, str], ...]:
    """The game's comments on the moves it has (an undone move's comment is not saved)."""
    n = len(game._history)
    comments = getattr(game, "comments", {})
    return tuple(sorted((i, c) for i, c in comments.items() if 0 <= i < n and c))


def _variant_id(name: str) -> str:
    from .rulesets import find_variant

    try:
        return find_variant(name).id
    except ValueError as exc:
        raise LibraryError(str(exc)) from None


def _seconds(started: str, updated: str) -> float | None:
    try:
        start = _dt.datetime.fromisoformat(started)
        end = _dt.datetime.fromisoformat(updated)
        return max(0.0, (end - start).total_seconds())
    except (ValueError, TypeError):  # a date written by hand (or one with a time zone and
        return None  # one without): no time for that game


def _game_seconds(game: dict[str, Any]) -> float | None:
    """A game's time: the table's clock when it was saved, else its span of dates."""
    played = game.get("play_seconds")
    return float(played) if played is not None else _seconds(game["started"], game["updated"])


#: the longest time played a library keeps (a year): a bigger number is no clock's
MAX_PLAY_SECONDS = 366 * 86400.0


def _play_seconds(value: Any, strict: bool = True) -> float | None:
    """``value`` as seconds played (None stays None); a value that is no such number is a
    ValueError (``strict``) or None."""
    if value is None:
        return None
    ok = (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and 0 <= value <= MAX_PLAY_SECONDS
    )
    if not ok:
        if strict:
            raise ValueError(
                f"seconds is a number of seconds from 0 to {MAX_PLAY_SECONDS:.0f}, "
                f"not {clip(value)}"
            )
        return None
    return float(value)


def _counted(game: dict[str, Any], moves: list[Any], path: str) -> dict[str, Any]:
    """A decoded row whose move count is its line's: a row that says otherwise is damaged
    (its stats would count moves it does not have)."""
    if game["moves"] != len(moves):
        raise LibraryError(
            f"game {game['id']} in the library {path} is damaged: moves is {game['moves']} "
            f"but it has {len(moves)}"
        )
    return game


#: the columns the statistics read, in the order :meth:`Library._tally_rows` gives them
_TALLY_COLUMNS = ("id", "variant", "started", "updated", "moves", "result", "options")
_TALLY_COLUMNS += ("play_seconds",)
#: a games row that :meth:`Library._decode` takes, by its columns' types and ranges alone
#: (``options`` is read in Python, once per distinct text); a row that is not may be damaged
_SOUND_ROW = " AND ".join(
    [
        *(f"typeof({c}) = 'text'" for c in ("variant", "shuffle", "deck", "started")),
        *(f"typeof({c}) = 'text'" for c in ("updated", "result")),
        "typeof(moves) = 'integer' AND moves >= 0",
        "typeof(revision) = 'integer' AND revision >= 0",
        "(parent IS NULL OR typeof(parent) = 'integer')",
        "({seconds} IS NULL OR (typeof({seconds}) IN ('integer', 'real')"
        f" AND {{seconds}} BETWEEN 0 AND {MAX_PLAY_SECONDS!r}))",
        "(seed IS NULL OR (typeof(seed) = 'integer' AND seed >= 0) OR (typeof(seed) = 'text'"
        " AND length(seed) BETWEEN 1 AND 20 AND seed NOT GLOB '*[^0-9]*'"
        " AND (length(seed) < 20 OR seed <= '18446744073709551615')))",
    ]
)


def _empty_stats() -> dict[str, Any]:
    """The figures of a variant without games (a widget that keeps no library)."""
    return VariantTally().figures()


class _Transaction:
    """``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on error) on an autocommit connection."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
        if exc_type is None:
            self.db.execute("COMMIT")
            return
        # the error that got us here is the one to report, not a failed rollback
        with contextlib.suppress(sqlite3.Error):
            self.db.execute("ROLLBACK")


_OPEN: dict[str, Library] = {}


def _summary(game: dict[str, Any]) -> dict[str, Any]:
    """A decoded game row as :meth:`Library.games` lists it (both stores)."""
    return {
        "id": game["id"],
        "variant": game["variant"],
        "deal": game["seed"],
        "date": game["started"],
        "updated": game["updated"],
        "moves": game["moves"],
        "result": game["result"],
        "options": game["options"],
        "parent": game["parent"],
        "seconds": game.get("play_seconds"),
    }


_OPEN_LOCK = threading.Lock()


def library(path: str | os.PathLike[str] | None = None) -> Library:
    """The game library at ``path`` (default: :func:`default_path`), opened once per process.

    The widgets record into ``library()``; the same object comes back on every call, so an
    in-memory library (``:memory:``) is shared by everything in one kernel.

    Examples
    --------
    >>> import solitaire_widget as sw
    >>> sw.library(":memory:") is sw.library(":memory:")
    True
    """
    key = _path_text(path) if path is not None else default_path()
    with _OPEN_LOCK:
        lib = _OPEN.get(key)
        if lib is None:
            lib = _OPEN[key] = _open(key)
        return lib


#: the note that the games last the session, once per process (see :func:`_open`)
_session_note_given = False


def _open(key: str) -> Library:
    """The library for ``key``: a ``.json`` file or, without sqlite3, memory (said once)."""
    global _session_note_given
    if key.endswith(".json"):
        return MemoryLibrary(key)
    if sqlite3 is not None:
        return Library(key)
    if key != ":memory:" and not _session_note_given:
        _session_note_given = True
        if _platform.is_browser():
            # a note, not a warning: in JupyterLite stderr is a red box under the table
            print(
                "solitaire_widget: in this browser the game library keeps the games for this "
                f"session only (set {ENV_VAR} to a .json file under /drive to keep them)"
            )
        else:
            log.warning(
                "solitaire_widget: this Python has no sqlite3, so the game library keeps the "
                "games for this session only (set %s to a .json file to keep them)",
                ENV_VAR,
            )
    return MemoryLibrary()


# ---------------------------------------------------------------------------- without sqlite3
#: the format name of a library kept as JSON (:class:`MemoryLibrary` with a file)
JSON_FORMAT = "solitaire_widget-library"
#: the version of that JSON format: 2 added each game's ``play_seconds``; 3 the journal
#: beside the file (a version-2 reader would miss the games in it: it refuses version 3).
#: Versions 1 and 2 are read too (and written as 3 when the library is opened).
JSON_VERSION = 3
_JSON_GAME_KEYS = {"id", "variant", "options", "seed", "shuffle", "deck", "started"}
_JSON_GAME_KEYS |= {"updated", "moves", "result", "revision", "parent", "line", "comments"}
_JSON_KEYS_OF = {1: _JSON_GAME_KEYS, 2: _JSON_GAME_KEYS | {"play_seconds"}}
_JSON_KEYS_OF[3] = _JSON_KEYS_OF[2]

#: the journal beside a JSON library: ``games.json`` -> ``games.json-journal``
JOURNAL_SUFFIX = "-journal"
#: the format name in the journal's first line
JOURNAL_FORMAT = "solitaire_widget-library-journal"
#: the longest journal line read or written (bytes): a change that takes more (a game of
#: some 100,000 moves saved at once) rewrites the file whole instead
MAX_JOURNAL_LINE = 1 << 20
# what a journal line holds: one save of one game, or a reset of one variant's games
_ENTRY_KEYS = {"id", "keep", "add", "updated", "result"}
_ENTRY_MAY = {"new", "comments", "seconds"}
_NEW_KEYS = {"variant", "options", "seed", "shuffle", "deck", "started", "parent"}


class _Moved(Exception):
    """The library's files are not as this object left them: another writer was there."""


class MemoryLibrary(Library):
    """The game library where ``sqlite3`` is missing (Pyodide, JupyterLite): the same API
    as :class:`Library`, the games kept in memory.

    With a ``path`` (a ``.json`` file) the games are also kept on disk and read back when
    it is opened again: under JupyterLite a file in the notebook's folder (``/drive/...``)
    lives in the browser's storage and outlasts a reload; elsewhere in Pyodide's file
    system it lasts the session.

    On disk: the file itself (every game, as of the last time the library was opened or
    closed) and a **journal** beside it (``games.json-journal``, one JSON line per change
    since: a game's moves from the first one that changed, its result, its clock, or the
    reset of a variant's games). A save appends one short line, so a move costs the same
    with 10 games stored as with 10,000. The journal is read after the file and folded
    into it (the file rewritten whole, replaced at once, the journal deleted) when the
    library is opened and when it is closed. A save writes the file whole only when a
    line can't go to the journal: a journal that would pass the read cap
    (:data:`MAX_JSON_BYTES`), a line past :data:`MAX_JOURNAL_LINE`, another writer's
    files, or a folder where no journal can be made.

    A crash loses at most the change being written: a half-written last line is ignored
    (and logged), the lines before it are read. The file names its journal (a token in
    both), so a journal already folded into the file (a crash between the two writes of a
    fold) or one left beside another copy of the file is ignored, with a log line.

    One writer per file: an object that finds the files changed by another (two kernels,
    two objects on one path) saves its own games whole, so that two kernels on one JSON
    file keep the last one's games, as before the journal.

    Parameters
    ----------
    path : str or path-like, optional
        A JSON file, or None / ``":memory:"`` to keep the games in memory only.

    Raises
    ------
    LibraryError
        If the file or its journal can't be read or is not a game library (a damaged
        journal line is named by its number), or if it can't be written.

    Examples
    --------
    >>> lib = MemoryLibrary()
    >>> g = Game("klondike32", seed=3)
    >>> _ = g.play(g.legal_moves()[0]); gid = lib.track(g)
    >>> lib.games()[0]["moves"], lib.resume(gid).moves == g.moves
    (1, True)
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = ":memory:" if path is None else os.fspath(path)
        self._lock = threading.RLock()
        self._state = weakref.WeakKeyDictionary()
        self._db = None
        self._closed = False
        #: id -> the game's row: the columns of the ``games`` table, plus ``line`` (the
        #: moves, a list changed in place) and ``comments`` ({ply: text})
        self._rows: dict[int, dict[str, Any]] = {}
        self._last_id = 0
        self._tallies = {}
        self._tallied_at = 0  # one writer: no other connection to watch
        self._file: Path | None = None
        self._journal: Path | None = None
        #: the token the file names its journal by (None: no file of this version yet)
        self._token: str | None = None
        #: (inode, size) of the file as this object last wrote or read it (not its time:
        #: JupyterLite's drive moves it when the file is read)
        self._file_seen: tuple[int, int] | None = None
        #: the bytes of the journal this object wrote (0: it starts a new one), and the
        #: journal's inode: a journal of another size or inode is not this object's
        self._journal_size = 0
        self._journal_inode = -1
        #: a folded journal that could not be deleted (its inode and size), or None
        self._undeleted: tuple[int, int] | None = None
        #: the next write rewrites the file whole (no file of this version, a journal to
        #: drop, or the files changed by another writer)
        self._fold_due = True
        if self.path != ":memory:":
            self._file = Path(self.path)
            self._journal = Path(self.path + JOURNAL_SUFFIX)
            try:
                self._file.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise LibraryError(f"can't create the folder of {self.path}: {exc}") from None
            self._open_files()
            _open_libraries.add(self)

    def __repr__(self) -> str:
        return f"<MemoryLibrary {self.path}>"

    def close(self) -> None:
        """Fold the journal into the file and stop writing (closing twice is harmless);
        the games stay readable. A fold that fails is logged: the journal stays, and is
        folded when the library is next opened."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            # only what this object wrote: a file another writer changed is left to it
            if self._file is None or self._fold_due or not self._journal_size:
                return
            try:
                self._check_unmoved()
                self._fold()
            except _Moved:
                pass
            except LibraryError as exc:
                log.warning("%s (the journal is folded when the library is next opened)", exc)

    # ------------------------------------------------------------------ the JSON file
    def _open_files(self) -> None:
        """Read the file and its journal; fold them into one file when there is a journal
        or the file is of an older version (a read-only file is read all the same)."""
        assert self._file is not None and self._journal is not None
        if self._stat(self._file) is None:  # no file yet: written whole at the first save
            if self._journal.exists():
                log.warning("the journal %s has no library file beside it: ignored", self._journal)
            return
        version = self._load()
        fold = version < JSON_VERSION
        if os.path.lexists(self._journal):
            self._load_journal()
            fold = True
        self._file_seen = self._stat(self._file)  # as read (a drive may touch it reading)
        self._fold_due = fold
        if fold:
            try:
                self._fold()
            except LibraryError as exc:  # read-only: tried again (and raised) at a save
                log.info("%s (folded at the first save)", exc)

    @staticmethod
    def _stat(path: Path) -> tuple[int, int] | None:
        try:
            info = os.stat(path)
        except OSError:
            return None
        return (info.st_ino, info.st_size)

    def _load(self) -> int:
        """Read the file; return its version."""
        assert self._file is not None
        try:
            data = json.loads(
                _read_file(self._file, MAX_JSON_BYTES, "game library").decode("utf-8")
            )
        except RecordError as exc:  # not a regular file, or past MAX_JSON_BYTES
            raise LibraryError(f"{self.path}: {exc}") from None
        except (UnicodeDecodeError, ValueError, RecursionError) as exc:
            raise LibraryError(f"can't read the game library {self.path}: {exc}") from None
        if not isinstance(data, dict) or data.get("format") != JSON_FORMAT:
            raise LibraryError(f"{self.path} is not a solitaire_widget game library (JSON)")
        version = data.get("version")  # true == 1 in Python; not a version this writes
        if not (is_whole_number(version) and version in _JSON_KEYS_OF) or not isinstance(
            data.get("games"), list
        ):
            raise LibraryError(
                f"library {self.path} has version {clip(data.get('version'))}; this "
                f"solitaire_widget reads versions 1 to {JSON_VERSION}"
            )
        token = data.get("journal")
        if version >= 3 and not (isinstance(token, str) and 0 < len(token) <= 64):
            raise LibraryError(f"the library {self.path} is damaged: journal is {clip(token)}")
        rows: dict[int, dict[str, Any]] = {}
        for k, row in enumerate(data["games"]):
            if not isinstance(row, dict) or set(row) != _JSON_KEYS_OF[version]:
                raise LibraryError(f"game number {k + 1} in the library {self.path} is damaged")
            game = self._decode(row)  # every column checked
            line = row["line"]
            if not isinstance(line, list) or not all(isinstance(m, str) for m in line):
                raise LibraryError(f"game {game['id']} in the library {self.path} is damaged")
            comments = self._comments(row["comments"])
            if comments is None:
                raise LibraryError(f"game {game['id']} in the library {self.path} is damaged")
            _counted(game, line, self.path)
            if game["id"] in rows:  # keeping one would drop the other at the next write
                raise LibraryError(
                    f"the library {self.path} is damaged: two games have the id {game['id']}"
                )
            rows[game["id"]] = {
                **row,
                "play_seconds": game["play_seconds"],
                "line": list(line),
                "comments": comments,
            }
        self._rows = rows
        self._last_id = max(rows, default=0)
        self._token = token if version >= 3 else None
        return version

    @staticmethod
    def _comments(comments: Any) -> dict[int, str] | None:
        """``{"ply": text}`` as read from JSON, as ``{ply: text}``; None if it is not one."""
        # a move number: at most 12 digits (int() of thousands is a ValueError)
        if not isinstance(comments, dict) or not all(
            isinstance(c, str) and p.isascii() and p.isdigit() and len(p) <= 12
            for p, c in comments.items()
        ):
            return None
        return {int(p): c for p, c in comments.items()}

    def _load_journal(self) -> None:
        """Apply the journal's lines to the games read from the file.

        A last line without its newline was being written when the writer stopped: it is
        ignored (and logged). A journal that is not this file's (another token) was folded
        into it already, or belongs to another copy of it: ignored, logged. Any other line
        that is not a change this library writes is a :class:`LibraryError` naming it.
        """
        assert self._journal is not None
        where = f"the library journal {self._journal}"
        try:
            data = _read_file(self._journal, MAX_JSON_BYTES, "game library journal")
        except RecordError as exc:
            raise LibraryError(f"{self._journal}: {exc}") from None
        lines = data.split(b"\n")
        torn = lines.pop()  # after the last newline: b"" unless a write was cut short
        if torn:
            log.warning("the last line of %s was cut short (%d bytes): ignored", where, len(torn))
        if not lines:
            return
        header = self._journal_line(lines[0], 1, where)
        if not (
            isinstance(header, dict)
            and header.get("format") == JOURNAL_FORMAT
            and isinstance(header.get("library"), str)
        ):
            raise LibraryError(f"{self._journal} is not a solitaire_widget library journal")
        if header["library"] != self._token:
            log.warning(
                "%s is not the journal of %s (folded into it already, or left beside "
                "another copy of it): ignored",
                where,
                self.path,
            )
            return
        for k, raw in enumerate(lines[1:], start=2):
            entry = self._journal_line(raw, k, where)
            try:
                self._check_entry(entry)
                gid = entry.get("id")
                self._apply(entry)
                if gid is not None:
                    _counted(self._decode(self._rows[gid]), self._rows[gid]["line"], self.path)
            except LibraryError as exc:
                raise LibraryError(f"line {k} of {where} is damaged: {exc}") from None
        self._last_id = max(self._rows, default=0)

    @staticmethod
    def _journal_line(raw: bytes, k: int, where: str) -> Any:
        if len(raw) > MAX_JOURNAL_LINE:
            raise LibraryError(
                f"line {k} of {where} is damaged: {len(raw)} bytes, more than the "
                f"{MAX_JOURNAL_LINE} a line can be"
            )
        try:
            return json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError) as exc:
            raise LibraryError(f"line {k} of {where} is damaged: {clip(exc)}") from None

    def _check_entry(self, entry: Any) -> None:
        """A journal line's change, checked before it is applied (a LibraryError)."""
        if isinstance(entry, dict) and set(entry) == {"reset"}:
            if not isinstance(entry["reset"], str):
                raise LibraryError(f"reset is {clip(entry['reset'])}")
            return
        if not (isinstance(entry, dict) and _ENTRY_KEYS <= set(entry) <= _ENTRY_KEYS | _ENTRY_MAY):
            raise LibraryError("not a change of a game")
        gid = entry["id"]
        if not is_whole_number(gid, -_ID_RANGE, _ID_RANGE - 1):
            raise LibraryError(f"id is {clip(gid)}")
        new = entry.get("new")
        if new is not None:
            if not (isinstance(new, dict) and set(new) == _NEW_KEYS):
                raise LibraryError(f"game {gid}'s columns are not those of a new game")
            if gid in self._rows:
                raise LibraryError(f"game {gid} is added twice")
            size = 0
        elif gid not in self._rows:
            raise LibraryError(f"there is no game {gid}")
        else:
            size = len(self._rows[gid]["line"])
        if not is_whole_number(entry["keep"], 0, size):
            raise LibraryError(f"keep is {clip(entry['keep'])}, not 0 to {size}")
        add = entry["add"]
        if not isinstance(add, list) or not all(isinstance(m, str) for m in add):
            raise LibraryError("add is not a list of moves")
        for column in ("updated", "result"):
            if not isinstance(entry[column], str):
                raise LibraryError(f"{column} is {clip(entry[column])}")
        if "comments" in entry and self._comments(entry["comments"]) is None:
            raise LibraryError("comments are not move numbers and texts")
        if "seconds" in entry and _play_seconds(entry["seconds"], strict=False) is None:
            raise LibraryError(f"seconds is {clip(entry['seconds'])}")

    def _apply(self, entry: dict[str, Any]) -> Callable[[], None]:
        """Make the change ``entry`` (a journal line) in memory; return what undoes it.

        The game's line is changed in place, from the first move that changed: the cost
        of a save is that of what it changes, not of the game or of the library.
        """
        last_id = self._last_id
        if "reset" in entry:
            gone = {g: r for g, r in self._rows.items() if r["variant"] == entry["reset"]}
            for gid in gone:
                del self._rows[gid]
            return lambda: (self._rows.update(gone), setattr(self, "_last_id", last_id))
        gid, keep, add = entry["id"], entry["keep"], entry["add"]
        old = self._rows.get(gid)
        if old is None:  # a new game: its columns as a new row has them
            new = entry["new"]
            row = {"id": gid, **new, "updated": new["started"], "moves": 0}
            row |= {"result": "playing", "revision": 0, "line": [], "comments": {}}
            row["play_seconds"] = None
            self._last_id = max(self._last_id, gid)
        else:
            row = old
        line = row["line"]
        cut = line[keep:]
        del line[keep:]
        line.extend(add)
        changed = {
            **row,
            "updated": entry["updated"],
            "moves": len(line),
            "result": entry["result"],
            "revision": row["revision"] + 1,
        }
        if "comments" in entry:
            changed["comments"] = self._comments(entry["comments"])
        if "seconds" in entry:
            changed["play_seconds"] = float(entry["seconds"])
        # a new dict for the columns; the moves (``line``) are one list changed in place,
        # which readers copy under the lock (see _read)
        self._rows[gid] = changed

        def undo() -> None:
            del line[keep:]
            line.extend(cut)
            if old is None:
                self._rows.pop(gid, None)
            else:
                self._rows[gid] = old
            self._last_id = last_id

        return undo

    def _change(self, entry: dict[str, Any]) -> None:
        """Make the change in memory and on disk: a failed write changes nothing."""
        if self._closed:
            raise LibraryError(f"the game library {self.path} is closed")
        undo = self._apply(entry)
        try:
            self._write(entry)
        except BaseException:
            undo()
            raise

    def _write(self, entry: dict[str, Any]) -> None:
        """One line appended to the journal; the file rewritten whole only when it must
        be (no file of this version yet, another writer was there, a line past
        :data:`MAX_JOURNAL_LINE`, a journal that would pass :data:`MAX_JSON_BYTES`)."""
        if self._file is None:
            return
        assert self._journal is not None
        if not self._fold_due:
            text = (json.dumps(entry, separators=(",", ":")) + "\n").encode("utf-8")
            if len(text) <= MAX_JOURNAL_LINE and (self._journal_size + len(text) <= MAX_JSON_BYTES):
                try:
                    self._append(text)
                    return
                except _Moved:
                    log.info(
                        "the game library %s was changed by another writer: this one's "
                        "games are saved whole",
                        self.path,
                    )
                except OSError as exc:  # e.g. a folder that takes no new file: written whole
                    log.info("can't write the journal %s (%s): saved whole", self._journal, exc)
        self._fold()

    def _check_unmoved(self) -> None:
        """Raise :class:`_Moved` if the file is not as this object last left it."""
        assert self._file is not None
        if self._stat(self._file) != self._file_seen:
            raise _Moved

    def _append(self, text: bytes) -> None:
        """Append ``text`` to this object's journal, or start one. Only the journal is
        looked at (a save stats no file of the size of the library): another writer that
        folds deletes it, and one that finds it made by another starts none (``"xb"``)."""
        assert self._journal is not None
        if not self._journal_size:  # a new journal: the file must be as this object left it
            self._check_unmoved()
            head = {"format": JOURNAL_FORMAT, "library": self._token}
            text = (json.dumps(head) + "\n").encode("utf-8") + text
            try:
                with open(self._journal, "xb") as fh:
                    self._journal_inode = os.fstat(fh.fileno()).st_ino
                    fh.write(text)
            except FileExistsError:
                if self._undeleted is not None and self._stat(self._journal) == self._undeleted:
                    raise OSError("the folded journal can't be deleted") from None
                raise _Moved from None  # another writer's journal
        else:
            try:  # never made anew here: a journal that is gone was folded by another
                fd = os.open(self._journal, os.O_WRONLY | os.O_APPEND)
            except FileNotFoundError:
                raise _Moved from None
            with open(fd, "ab") as fh:
                info = os.fstat(fd)
                if (info.st_ino, info.st_size) != (self._journal_inode, self._journal_size):
                    raise _Moved  # folded, cut or written to by another object
                fh.write(text)
        self._journal_size += len(text)

    def _fold(self) -> None:
        """Write every game to the file (whole or not at all, under a new token naming
        its journal), then delete the journal: a crash between the two leaves a journal
        the file does not name, ignored when it is read."""
        assert self._file is not None and self._journal is not None
        token = secrets.token_hex(8)
        games = [
            {**row, "comments": {str(p): c for p, c in row["comments"].items()}}
            for _, row in sorted(self._rows.items())
        ]
        text = json.dumps(
            {"format": JSON_FORMAT, "version": JSON_VERSION, "journal": token, "games": games}
        )
        try:
            write_text(self._file, text)  # whole or not at all
        except OSError:
            try:  # a file system without rename (a browser's drive): in place
                self._file.write_text(text, encoding="utf-8")
            except OSError as exc:
                raise LibraryError(f"can't write the game library {self.path}: {exc}") from None
        self._token, self._file_seen = token, self._stat(self._file)
        self._fold_due, self._journal_size = False, 0
        try:
            os.unlink(self._journal)
        except FileNotFoundError:
            pass
        except OSError as exc:  # then no journal can start: each save is written whole
            self._undeleted = self._stat(self._journal)
            log.info("can't delete the folded journal %s: %s", self._journal, exc)

    # ------------------------------------------------------------------ writing
    def track(self, game: Game, result: str | None = None, seconds: float | None = None) -> int:
        """Save a game's moves so far; return its library id (as :meth:`Library.track`).

        Like the SQLite library's, a save writes what changed since the last one (the
        moves from the first one undone or played, one journal line) whatever the length
        of the game and the number of games stored.
        """
        if result is None:
            result = _status(game)
        seconds = _play_seconds(seconds)
        history = game._history  # read, never changed here
        comments = _comments_of(game)
        with self._lock:
            state = self._state.get(game)
            keep = _kept(state, history)
            if (
                state is not None
                and keep == len(state.moves) == len(history)
                and state.result == result
                and state.comments == comments
            ):
                return state.gid  # nothing new to write
            now = _now()
            overtaken: int | None = None
            all_comments = state is None
            if state is not None:
                row = self._rows.get(state.gid)
                if row is None:  # deleted by reset_stats
                    overtaken, state = state.gid or None, None
                elif row["revision"] != state.revision:
                    stored = row["line"]  # another widget saved this game since
                    if len(stored) > len(history) or any(
                        m != str(h[0]) for m, h in zip(stored, history, strict=False)
                    ):
                        overtaken, state = state.gid, None
                    else:  # its line goes on from the one saved: the comments are ours
                        state = _Synced(state.gid, row["revision"], list(stored), state.result)
                        keep, all_comments = _kept(state, history), True
            entry: dict[str, Any]
            if state is None:
                gid = self._last_id + 1
                new = {
                    "variant": game.variant,
                    "options": json.dumps(dict(game.options), sort_keys=True),
                    "seed": None if game.seed is None else str(int(game.seed)),
                    "shuffle": game.shuffle_version,
                    "deck": " ".join(c.code2 for c in game.deck),
                    "started": now,
                    "parent": overtaken,
                }
                stored, entries, keep, all_comments = [], [], 0, True
            else:
                gid = state.gid
                if isinstance(state.moves, list) and isinstance(state.entries, list):
                    stored, entries = state.moves, state.entries  # its own: no copy
                else:  # read from the file (resume): lists of its own from now on
                    stored, entries = list(state.moves), list(state.entries)
            added = _line.added(history, keep)
            entry = {"id": gid, "keep": keep, "add": added, "updated": now, "result": result}
            if state is None:
                entry["new"] = new
            if all_comments or state is None or state.comments != comments:
                entry["comments"] = {str(p): c for p, c in comments}
            if seconds is not None:
                entry["seconds"] = seconds
            self._change(entry)
            _line.follow(entries, stored, history, keep, added)  # saved: the copy too
            self._state[game] = _Synced(
                gid, self._rows[gid]["revision"], stored, result, comments, entries, seconds
            )
            self._retally(game.variant, gid)
        if overtaken is not None:
            log.warning(
                "game %d in the library %s was moved on by another writer; this line is "
                "saved as the new game %d",
                overtaken,
                self.path,
                gid,
            )
        return gid

    def reset_stats(self, variant: str) -> int:
        """Delete every game of ``variant``; return how many (as :meth:`Library.reset_stats`)."""
        vid = _variant_id(variant)
        with self._lock:
            gone = {gid for gid, row in self._rows.items() if row["variant"] == vid}
            self._change({"reset": vid})
            self._tallies.pop(vid, None)
            for game, state in list(self._state.items()):
                if state.gid in gone:
                    self._state[game] = _Synced(0, 0, state.moves, state.result, state.comments)
        return len(gone)

    # ------------------------------------------------------------------ reading
    def games(self, variant: str | None = None) -> list[dict[str, Any]]:
        """Every game, newest first (as :meth:`Library.games`)."""
        vid = None if variant is None else _variant_id(variant)
        with self._lock:
            rows = [r for r in self._rows.values() if vid is None or r["variant"] == vid]
        rows.sort(key=lambda r: (r["started"], r["id"]), reverse=True)
        return [_summary(self._decode(r)) for r in rows]

    def _row(self, game_id: Any) -> dict[str, Any]:  # type: ignore[override]
        _check_game_id(game_id, self.path)
        row = self._rows.get(game_id)
        if row is None:
            raise _no_game(game_id, self.path)
        return row

    def _read(self, game_id: Any) -> tuple[dict[str, Any], list[Any]]:
        with self._lock:  # the line is changed in place by a save: copied under the lock
            row = self._row(game_id)
            out: list[Any] = list(row["line"])
        for ply, text in sorted(row["comments"].items()):
            if 0 <= ply < len(out) and text:
                out[ply] = {"move": out[ply], "comment": text}
        return self._decode(row), out

    def stats(self, variant: str | None = None) -> dict[str, Any]:
        """Games played, won, streaks … (as :meth:`Library.stats`)."""
        only = None if variant is None else _variant_id(variant)
        with self._lock:
            return self._figures(only)

    def _tally_version(self) -> int:
        return 0

    def _tally_rows(self, only: str | None, gid: int | None = None) -> list[tuple]:
        # every row was checked when the file was read, or written here
        picked = (
            [self._rows[gid]]
            if gid is not None
            else [
                r
                for r in self._rows.values()
                if r["moves"] > 0 and (only is None or r["variant"] == only)
            ]
        )
        rows = list(map(operator.itemgetter(*_TALLY_COLUMNS), picked))
        rows.sort(key=operator.itemgetter(2, 0))  # started, id
        return rows
