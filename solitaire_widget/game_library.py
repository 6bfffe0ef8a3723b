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
import os
import sys
import threading
import weakref
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import _line, _platform
from ._tally import RECENT as RECENT  # the recent games listed (the panel's chart)
from ._tally import VariantTally, options_key
from .engine import Game
from .errors import RecordError, clip, is_whole_number
from .record import _RESULTS, FORMAT, VERSION, from_record

if TYPE_CHECKING:  # given by __getattr__ below (its module imports this one)
    from ._json_library import MemoryLibrary

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
    try:
        text = os.fspath(path)
    except TypeError:  # what is no path at all
        raise TypeError(
            f"path is a library file's path (str or os.PathLike) or None, not {clip(path)}"
        ) from None
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


def _quick_status(game: Game) -> str | None:
    from .snapshot import quick_status

    return quick_status(game)


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


def _branched(path: str, overtaken: int, gid: int) -> None:
    """Log that another writer moved game ``overtaken`` on: this line is game ``gid``."""
    log.warning(
        "game %d in the library %s was moved on by another writer; this line is "
        "saved as the new game %d",
        overtaken,
        path,
        gid,
    )


def _what_to_save(
    game: Game, result: str | None, seconds: float | None
) -> tuple[str, float | None, list[Any], tuple[tuple[int, str], ...]]:
    """What a save of ``game`` writes (both stores): its result (its status by default),
    its time played (checked), its history (read, never changed) and its comments.

    Everything is checked before anything is written: a ``result`` no record could hold
    (reading the game back would then fail) is refused here."""
    if not isinstance(game, Game):
        raise TypeError(f"game is a Game, not {clip(game)}")
    if result is None:
        result = _status(game)
    elif not isinstance(result, str) or result not in _RESULTS:
        raise ValueError(f"result is one of {', '.join(_RESULTS)} (or None), not {clip(result)}")
    else:
        _check_result(game, result)
    return result, _play_seconds(seconds), game._history, _comments_of(game)


def _check_result(game: Game, result: str) -> None:
    """A ValueError when ``result`` (one of won, stuck, playing) is not what the game is,
    as far as reading its record back checks it (else the game saved can't be read)."""
    won = game.is_won()
    if (result == "won") != won:
        raise ValueError(
            f"result {result!r} doesn't fit the game: " + ("it is won" if won else "it is not won")
        )
    if result == "stuck" and _quick_status(game) == "playing":
        # (looked at only for this rare claim: reading the record back would refuse it)
        raise ValueError("result 'stuck' doesn't fit the game: a move still makes progress")


def _saved_already(
    state: _Synced | None, keep: int, history: Sequence[Any], result: str, comments: Any
) -> bool:
    """Whether the store already holds this line, result and comments (nothing to write)."""
    return (
        state is not None
        and keep == len(state.moves) == len(history)
        and state.result == result
        and state.comments == comments
    )


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
            from ._json_library import MemoryLibrary

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
        self._tallied_all = False  # _tallies has every variant that has a game counted
        #: per variant kept: {game id: revision} of the games counted (the check after a sync)
        self._revisions: dict[str, dict[int, int]] = {}
        #: the clock as the tallies were last brought up to the file (None: not yet)
        self._synced_since: str | None = None
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
        self._tally_all()

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

    def _closed_now(self) -> bool:
        """Whether :meth:`close` was called (then :func:`library` opens a new object)."""
        return self._db is None

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
        TypeError
            If ``game`` is not a :class:`Game`.
        ValueError
            If ``result`` is not one of those three, or says ``"won"`` of a game that
            isn't won (or not of one that is), or ``seconds`` is no time played; nothing
            is written.
        LibraryError
            If the file can't be written (read-only, corrupt, closed …); the library's
            idea of what is stored is then unchanged.
        """
        result, seconds, history, comments = _what_to_save(game, result, seconds)
        with self._lock:
            state = self._state.get(game)
            keep = _kept(state, history)
            if _saved_already(state, keep, history, result, comments):
                return state.gid  # type: ignore[union-attr]  # nothing new to write
            overtaken: int | None = None
            with (
                self._errors(f"can't save the {game.variant} game"),
                _Transaction(self._conn) as db,
            ):
                # the clock once the write lock is held: ``updated`` then follows the order
                # the saves are committed in (another connection's stats read the games
                # changed since a time, see _sync)
                now = _now()
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
            _branched(self.path, overtaken, gid)
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

        Every variant's figures are counted when the library is opened (its constructor,
        so not in a widget's handler) and kept up to date as this library saves games:
        asking reads no game (it walks only the current winning streak: 0.01 ms at 10
        games, 1.6 ms after 10,000 wins in a row). After another connection wrote to the
        file (a second kernel) they follow the games it changed, read by their ``updated``
        time; only when it deleted games of a variant (its Reset statistics) are that
        variant's figures read again from all its games.

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
    # the file when it is opened, then changed by each game this library saves and, when
    # another connection wrote to the file, by the games it changed (_sync). A damaged row
    # is a LibraryError, as in games().
    def _tally_all(self) -> None:
        """Count every variant's figures now, as the library is opened: a widget opens its
        library in its constructor, so the Statistics panel's first figures (asked for in a
        handler) read no game. A file whose rows can't be read opens all the same: stats()
        reads them again, and says what is wrong."""
        errors = (LibraryError, UnicodeDecodeError) + ((sqlite3.Error,) if sqlite3 else ())
        try:
            with self._lock:
                self._tallied(None)
        except errors:
            log.debug("the stats of %s are read when asked for", self.path, exc_info=True)

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

    def _tally_rows(
        self, only: str | None, gid: int | None = None, since: str | None = None
    ) -> list[tuple]:
        """The games with a move, of variant ``only`` (None: all) in start order, or game
        ``gid``, or every game (with a move or not) ``updated`` at ``since`` or later:
        tuples of :data:`_TALLY_COLUMNS`, each row checked as :meth:`games` checks it (a
        damaged row is a LibraryError naming it)."""
        seconds = "play_seconds" if self._has_play_seconds else "NULL"
        where, args = ("moves > 0", ()) if only is None else ("moves > 0 AND variant = ?", (only,))
        if gid is not None:  # (its move count may be 0: taken out of the figures)
            where, args = "id = ?", (gid,)
        elif since is not None:
            where, args = "updated >= ?", (since,)
        # SQLite says which rows may be damaged (usually none): those are read as games()
        # reads them; the rest are sound by their columns' types and ranges alone
        cur = self._conn.cursor()
        cur.row_factory = None  # plain tuples: a third of the time of sqlite3.Row
        columns = ", ".join(_TALLY_COLUMNS[:7]) + f", {seconds}, revision, "
        columns += _SOUND_ROW.format(seconds=seconds)
        order = "" if gid is not None else " ORDER BY started, id"
        rows = cur.execute(f"SELECT {columns} FROM games WHERE {where}{order}", args).fetchall()
        for row in rows:
            if not row[-1]:
                self._decode(self._row(row[0]))
        return rows  # (with that last column, which the tally does not read)

    def _tallied(self, only: str | None) -> dict[str, VariantTally]:
        """The tally of variant ``only``, or of every variant: built from the file if not
        kept (every variant's at once for ``only=None``); what is kept is brought up to
        date first when another connection wrote to the file (:meth:`_sync`)."""
        version = self._tally_version()
        if version != self._tallied_at:  # another writer: what we kept may be out of date
            self._tallied_at = version
            self._sync()
        if only is not None and only in self._tallies:
            return {only: self._tallies[only]}
        if self._tallied_all:  # every variant kept: one not among them has no game counted
            if only is None:
                return self._tallies
            self._tally_reset(only)
            return {only: self._tallies[only]}
        if not self._tallies:
            self._synced_since = None
        clock = _now()  # (before the read: a game saved while it runs is read again)
        built = self._tally_build(only)
        if self._synced_since is None:
            self._synced_since = clock
        if only is None:
            self._tallies, self._tallied_all = {}, True
            self._revisions = {}
        for variant in [only] if only is not None else built:
            tally, revisions = built.get(variant) or (VariantTally(), {})
            self._tallies[variant], self._revisions[variant] = tally, revisions
        if only is None:
            return self._tallies
        return {only: self._tallies[only]}

    def _tally_build(self, only: str | None) -> dict[str, tuple[VariantTally, dict[int, int]]]:
        """Variant ``only``'s (None: every variant's) tally and game revisions, counted from
        all its games."""
        by: dict[str, list[Any]] = {}
        revisions: dict[str, dict[int, int]] = {}
        for variant, revision, entry in self._tally_entries(self._tally_rows(only)):
            by.setdefault(variant, []).append(entry)
            revisions.setdefault(variant, {})[entry[0][1]] = revision
        return {v: (VariantTally(rows), revisions[v]) for v, rows in by.items()}

    def _tally_reset(self, variant: str) -> None:
        """Variant ``variant`` has no game counted (none yet, or all deleted)."""
        self._tallies[variant] = VariantTally()
        self._revisions[variant] = {}

    def _sync(self) -> None:
        """Another connection wrote to the file: bring the kept tallies up to date by the
        games changed since the last sync, not by all of them.

        Every save sets the game's ``updated`` to the clock, taken once the write lock is
        held, so the games changed since are those ``updated`` at :data:`SYNC_SLACK` before
        the last sync's clock or later: one or a few games (re-reading the slack's is
        harmless, a tally's ``put`` replaces the game it counted). Then one query checks
        each variant's games against those counted, by their count and the sums of their
        revisions (every save adds one), ids and ids times revisions (a game undone to no
        move and another saved at its revision leave the first two sums as they were): a
        game deleted by the other connection (Reset statistics) or a save the time window
        missed makes them differ, and that variant is counted again from all its games (no
        game left: none to read). A clock set back by more than the slack since the last
        sync counts every variant again when asked. Everything is read in one snapshot of
        the file.
        """
        since = _clock_before(self._synced_since, SYNC_SLACK)
        clock = _now()  # (before the snapshot: a save committed after it is read next time)
        # nothing kept, no time to read from, or this clock set back by more than the slack
        # since the last sync (the window could miss what was saved meanwhile): counted
        # again when asked
        if since is None or not self._tallies or clock < since:
            self._tallies, self._tallied_all, self._revisions = {}, False, {}
            self._synced_since = None
            return
        db = self._conn
        db.execute("BEGIN")
        try:
            changed = self._tally_rows(None, since=since)
            for variant, revision, entry in self._tally_entries(changed):
                self._tally_put(variant, revision, entry)
            stored = {
                v: tuple(sums)
                for v, *sums in db.execute(
                    "SELECT variant, count(*), sum(revision), sum(id), sum(id * revision)"
                    " FROM games WHERE moves > 0 GROUP BY variant"
                )
            }
            kept = set(self._tallies) | (set(stored) if self._tallied_all else set())
            for variant in kept:
                if stored.get(variant, (0, 0, 0, 0)) == _fingerprint(
                    self._revisions.get(variant, {})
                ):
                    continue
                if variant not in stored:  # all its games deleted: none to read
                    self._tally_reset(variant)
                    continue
                log.debug("the stats of %s are counted again (games deleted)", variant)
                tally, revisions = self._tally_build(variant)[variant]
                self._tallies[variant], self._revisions[variant] = tally, revisions
        except BaseException:  # half brought up: counted again from the file when asked
            self._tallies, self._tallied_all, self._revisions = {}, False, {}
            self._synced_since = None
            raise
        finally:
            db.execute("COMMIT")
        self._synced_since = clock

    def _tally_entries(self, rows: list[tuple]) -> Iterator[tuple[str, int, tuple]]:
        """``(variant, revision, (key, options, options_key, game))`` of rows of
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
            yield row[1], row[8], ((row[2], gid), known[0], known[1], game)

    def _tally_put(self, variant: str, revision: int, entry: tuple) -> None:
        """A game as it is stored now, into its variant's tally if one is kept (a new one
        when every variant is kept)."""
        tally = self._tallies.get(variant)
        if tally is None:
            if not self._tallied_all:
                return  # none kept: built from the file when asked for
            self._tally_reset(variant)  # the variant's first game
            tally = self._tallies[variant]
        tally.put(*entry)
        revisions = self._revisions.setdefault(variant, {})
        if entry[3] is None:
            revisions.pop(entry[0][1], None)
        else:
            revisions[entry[0][1]] = revision

    def _retally(self, variant: str, gid: int) -> None:
        """Game ``gid`` was just saved: its variant's tally (if one is kept) follows."""
        try:
            for _, revision, entry in self._tally_entries(self._tally_rows(None, gid)):
                self._tally_put(variant, revision, entry)
        except Exception:  # the save is done: the stats are read again from the file instead
            log.debug("stats of %s read again", variant, exc_info=True)
            self._tallies.pop(variant, None)
            self._revisions.pop(variant, None)
            self._tallied_all = False

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
        with self._lock:
            self._tally_reset(vid)  # (deleted: none left to count)
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
_TALLY_COLUMNS += ("play_seconds", "revision")
#: how far before the last sync's clock the games changed by another connection are read
#: (seconds): a save takes the clock once it holds the write lock, but a package from
#: before that took it before waiting for the lock (up to SQLite's 5 s busy timeout), and a
#: clock may be set back a little; reading again the games saved in that minute is cheap
SYNC_SLACK = 60.0


def _fingerprint(revisions: dict[int, int]) -> tuple[int, int, int, int]:
    """What :meth:`Library._sync` compares of a variant's games with a move (``{id:
    revision}``): their count, and the sums of their revisions, ids and ids times
    revisions, as its query computes them."""
    return (
        len(revisions),
        sum(revisions.values()),
        sum(revisions),
        sum(gid * rev for gid, rev in revisions.items()),
    )


def _clock_before(stamp: str | None, seconds: float) -> str | None:
    """The ISO time ``seconds`` before ``stamp`` (as :func:`_now` writes it), or None."""
    if stamp is None:
        return None
    try:
        when = _dt.datetime.fromisoformat(stamp) - _dt.timedelta(seconds=seconds)
    except (ValueError, OverflowError):
        return None
    return when.isoformat(timespec="milliseconds")


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
    in-memory library (``:memory:``) is shared by everything in one kernel. Once that
    object is closed (:meth:`Library.close`), the next call opens the file again: a
    closed library is never handed out (every table would then stop saving its games).

    Examples
    --------
    >>> import solitaire_widget as sw
    >>> sw.library(":memory:") is sw.library(":memory:")
    True
    """
    key = _path_text(path) if path is not None else default_path()
    with _OPEN_LOCK:
        lib = _OPEN.get(key)
        if lib is None or lib._closed_now():
            lib = _OPEN[key] = _open(key)
        return lib


#: the note that the games last the session, once per process (see :func:`_open`)
_session_note_given = False


def _open(key: str) -> Library:
    """The library for ``key``: a ``.json`` file or, without sqlite3, memory (said once)."""
    global _session_note_given
    from ._json_library import MemoryLibrary

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


def __getattr__(name: str) -> Any:
    # the library without sqlite3 builds on Library, in a module of its own (which imports
    # this one): given from here when first asked for
    if name == "MemoryLibrary":
        from ._json_library import MemoryLibrary

        return MemoryLibrary
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
