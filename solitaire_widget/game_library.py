"""The game library: every game played in a widget, saved move by move in a local SQLite file.

One row per game (variant, options, seed, deck, dates, move count, result) and one row
per move. A widget writes after every move, each write one transaction, so a kernel that
dies mid-game loses nothing; an undo deletes the last move's row. The library gives the
games back as records (:mod:`solitaire_widget.record`) or as live games to play on.

Where the file lives: ``$SOLITAIRE_WIDGET_LIBRARY`` if set (``:memory:`` keeps it in
memory, for tests), else ``solitaire_widget/library.sqlite3`` in the user's data folder
(``$XDG_DATA_HOME`` or ``~/.local/share`` on Linux, ``~/Library/Application Support`` on
macOS, ``%APPDATA%`` on Windows).

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

import datetime as _dt
import json
import os
import sqlite3
import sys
import threading
import weakref
from pathlib import Path
from typing import Any

from .engine import Game
from .errors import RecordError
from .record import FORMAT, VERSION, from_record

__all__ = ["Library", "LibraryError", "library", "default_path", "SCHEMA_VERSION", "ENV_VAR"]

#: The environment variable that points the default library somewhere else.
ENV_VAR = "SOLITAIRE_WIDGET_LIBRARY"
#: The schema this module writes (``PRAGMA user_version``).
SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    variant  TEXT    NOT NULL,
    options  TEXT    NOT NULL,              -- JSON object, every option resolved
    seed     INTEGER,                       -- the deal number, NULL for an explicit deck
    shuffle  TEXT    NOT NULL,              -- the shuffle version that made the deck
    deck     TEXT    NOT NULL,              -- the deck order, two-character codes
    started  TEXT    NOT NULL,              -- ISO 8601, UTC
    updated  TEXT    NOT NULL,
    moves    INTEGER NOT NULL DEFAULT 0,
    result   TEXT    NOT NULL DEFAULT 'playing'   -- playing | won | stuck
);
CREATE TABLE IF NOT EXISTS moves (
    game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply      INTEGER NOT NULL,              -- 0 for the first move
    move     TEXT    NOT NULL,              -- notation, e.g. 't3-f1'
    played   TEXT    NOT NULL,
    PRIMARY KEY (game_id, ply)
);
CREATE INDEX IF NOT EXISTS games_variant ON games (variant, started);
"""


class LibraryError(ValueError):
    """A library that can't be opened, or a game id that isn't in it."""


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


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="milliseconds")


def _status(game: Game) -> str:
    from .snapshot import game_status

    return game_status(game)


class Library:
    """A local game library in one SQLite file (or in memory).

    Parameters
    ----------
    path : str or path-like, optional
        The database file (created with its folder if missing), or ``":memory:"``.
        Default: :func:`default_path`.

    Examples
    --------
    >>> lib = Library(":memory:")
    >>> g = Game("matrimony", seed=3)
    >>> gid = lib.track(g)
    >>> lib.stats("matrimony")["played"]
    0
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = os.fspath(path) if path is not None else default_path()
        if self.path != ":memory:" and not self.path.startswith("file:"):
            try:
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise LibraryError(f"can't create the folder of {self.path}: {exc}") from None
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
            self._db.row_factory = sqlite3.Row
            self._db.execute("PRAGMA foreign_keys = ON")
            if self.path != ":memory:":
                self._db.execute("PRAGMA journal_mode = WAL")
                # with WAL a crashed process (a dead kernel) loses no committed move
                self._db.execute("PRAGMA synchronous = NORMAL")
            self._migrate()
        except sqlite3.Error as exc:
            raise LibraryError(f"can't open the game library {self.path}: {exc}") from None
        self._lock = threading.RLock()
        self._ids: weakref.WeakKeyDictionary[Game, int] = weakref.WeakKeyDictionary()
        self._synced: dict[int, tuple[list[str], str]] = {}  # game id -> (moves, result) stored

    # ------------------------------------------------------------------ set-up
    def _migrate(self) -> None:
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise LibraryError(
                f"library {self.path} has schema version {version}; this solitaire_widget "
                f"reads up to {SCHEMA_VERSION} (upgrade the package)"
            )
        if version < SCHEMA_VERSION:
            # one transaction: a half-made schema is never left behind
            self._db.executescript(
                f"BEGIN IMMEDIATE;{_SCHEMA}PRAGMA user_version = {SCHEMA_VERSION};COMMIT;"
            )

    def close(self) -> None:
        """Close the database connection."""
        with self._lock:
            self._db.close()

    def __repr__(self) -> str:
        return f"<Library {self.path}>"

    # ------------------------------------------------------------------ writing
    def track(self, game: Game, result: str | None = None) -> int:
        """Save a game's moves so far (one transaction); return its library id.

        The first call adds the game; later calls write only what changed since the last
        one: new moves are added, undone moves deleted. A game from :meth:`resume` keeps
        its id.

        Parameters
        ----------
        game : Game
            The live game.
        result : str, optional
            ``"won"``, ``"stuck"`` or ``"playing"`` when the caller knows it already;
            computed otherwise.
        """
        if result is None:
            result = _status(game)
        moves = [str(m) for m in game.moves]
        gid = self._ids.get(game)
        if gid is not None and self._synced.get(gid) == (moves, result):
            return gid  # nothing new to write
        now = _now()
        with self._lock, self._transaction() as db:
            if gid is None:
                cur = db.execute(
                    "INSERT INTO games (variant, options, seed, shuffle, deck, started, updated,"
                    " moves, result) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 'playing')",
                    (
                        game.variant,
                        json.dumps(dict(game.options), sort_keys=True),
                        game.seed,
                        game.shuffle_version,
                        " ".join(c.code2 for c in game.deck),
                        now,
                        now,
                    ),
                )
                gid = int(cur.lastrowid)  # type: ignore[arg-type]
                stored: list[str] = []
            else:
                cached = self._synced.get(gid)
                stored = cached[0] if cached else self._stored_moves(db, gid)
            keep = 0
            for a, b in zip(stored, moves, strict=False):
                if a != b:
                    break
                keep += 1
            if keep < len(stored):
                db.execute("DELETE FROM moves WHERE game_id = ? AND ply >= ?", (gid, keep))
            if keep < len(moves):
                db.executemany(
                    "INSERT INTO moves (game_id, ply, move, played) VALUES (?, ?, ?, ?)",
                    [(gid, i, moves[i], now) for i in range(keep, len(moves))],
                )
            db.execute(
                "UPDATE games SET updated = ?, moves = ?, result = ? WHERE id = ?",
                (now, len(moves), result, gid),
            )
        self._ids[game] = gid
        self._synced[gid] = (moves, result)
        return gid

    def _transaction(self) -> _Transaction:
        return _Transaction(self._db)

    @staticmethod
    def _stored_moves(db: sqlite3.Connection, gid: int) -> list[str]:
        rows = db.execute("SELECT move FROM moves WHERE game_id = ? ORDER BY ply", (gid,))
        return [r[0] for r in rows]

    def id_of(self, game: Game) -> int | None:
        """The library id of a game this library tracks, or None."""
        return self._ids.get(game)

    # ------------------------------------------------------------------ reading
    def games(self, variant: str | None = None) -> list[dict[str, Any]]:
        """Every game, newest first: dicts with ``id``, ``variant``, ``deal`` (the seed),
        ``date`` (when it started, ISO 8601 UTC), ``updated``, ``moves``, ``result`` and
        ``options``."""
        sql = "SELECT * FROM games"
        args: tuple[Any, ...] = ()
        if variant is not None:
            sql += " WHERE variant = ?"
            args = (_variant_id(variant),)
        with self._lock:
            rows = self._db.execute(sql + " ORDER BY started DESC, id DESC", args).fetchall()
        return [
            {
                "id": r["id"],
                "variant": r["variant"],
                "deal": r["seed"],
                "date": r["started"],
                "updated": r["updated"],
                "moves": r["moves"],
                "result": r["result"],
                "options": json.loads(r["options"]),
            }
            for r in rows
        ]

    def _row(self, game_id: Any) -> sqlite3.Row:
        if isinstance(game_id, bool) or not isinstance(game_id, int):
            raise LibraryError(f"a game id is a whole number, not {game_id!r}")
        with self._lock:
            row = self._db.execute("SELECT * FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise LibraryError(
                f"there is no game {game_id} in the library {self.path} "
                "(library.games() lists the ids)"
            )
        return row

    def record(self, game_id: int) -> dict[str, Any]:
        """The game record (see :mod:`solitaire_widget.record`) of a game in the library.

        Raises
        ------
        LibraryError
            If there is no game with this id.
        """
        row = self._row(game_id)
        with self._lock:
            moves = self._stored_moves(self._db, game_id)
        return {
            "format": FORMAT,
            "version": VERSION,
            "variant": row["variant"],
            "options": json.loads(row["options"]),
            "seed": row["seed"],
            "shuffle": row["shuffle"],
            "deck": row["deck"].split(),
            "moves": moves,
            "result": row["result"],
            "meta": {"library_id": row["id"], "date": row["started"]},
        }

    def resume(self, game_id: int) -> Game:
        """The game at its last saved position, ready to play on (and still tracked under
        the same id when a widget plays it).

        Raises
        ------
        LibraryError
            If there is no such game, or its moves no longer replay.
        """
        rec = self.record(game_id)
        rec.pop("meta")
        rec.pop("result")
        try:
            game = from_record(rec)
        except RecordError as exc:
            raise LibraryError(f"game {game_id} in the library can't be replayed: {exc}") from None
        self._ids[game] = game_id
        self._synced.pop(game_id, None)  # read back from the file on the next write
        return game

    def stats(self, variant: str | None = None) -> dict[str, Any]:
        """Games played, won, win rate and winning streaks, per variant.

        A game counts as played once it has a move. Streaks follow the order the games
        were started in; the current streak is the run of wins at the end (a game still
        in progress doesn't break it).

        Parameters
        ----------
        variant : str, optional
            One variant: its stats dict. None: ``{variant id: stats dict}`` for every
            variant in the library.
        """
        with self._lock:
            rows = self._db.execute(
                "SELECT variant, result FROM games WHERE moves > 0 ORDER BY started, id"
            ).fetchall()
        by_variant: dict[str, list[str]] = {}
        for r in rows:
            by_variant.setdefault(r["variant"], []).append(r["result"])
        if variant is not None:
            return _stats(by_variant.get(_variant_id(variant), []))
        return {v: _stats(results) for v, results in by_variant.items()}


def _variant_id(name: str) -> str:
    from .rulesets import find_variant

    try:
        return find_variant(name).id
    except ValueError as exc:
        raise LibraryError(str(exc)) from None


def _stats(results: list[str]) -> dict[str, Any]:
    played = len(results)
    won = results.count("won")
    best = run = 0
    for r in results:
        run = run + 1 if r == "won" else 0
        best = max(best, run)
    current = 0
    for i, r in enumerate(reversed(results)):
        if r == "won":
            current += 1
        elif r == "playing" and i == 0:
            continue
        else:
            break
    return {
        "played": played,
        "won": won,
        "win_rate": won / played if played else 0.0,
        "current_streak": current,
        "best_streak": best,
    }


class _Transaction:
    """``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on error) on an autocommit connection."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
        self.db.execute("ROLLBACK" if exc_type is not None else "COMMIT")


_OPEN: dict[str, Library] = {}
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
    key = os.fspath(path) if path is not None else default_path()
    with _OPEN_LOCK:
        lib = _OPEN.get(key)
        if lib is None:
            lib = _OPEN[key] = Library(key)
        return lib
